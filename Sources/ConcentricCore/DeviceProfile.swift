// Device profiles: a screen's size in points, its display corner radius and its portrait safe area.
// (Read from JSON in ConcentricJSON's DeviceProfileJSON.swift; found on disk by ConcentricScene's
// DeviceFiles.swift.)
import Foundation

/// One device's screen, as a container for concentric corners.
public struct DeviceProfile: Sendable, Hashable {
    /// Stable identifier used on the command line and in scene files (`iphone-16-pro`).
    public var id: String
    /// Human-readable name.
    public var name: String
    /// Screen width in points (portrait).
    public var width: Double
    /// Screen height in points (portrait).
    public var height: Double
    /// The display's corner radius in points (0 for square-cornered screens).
    public var cornerRadius: Double
    /// The curve of the display's corners (continuous on Apple displays). JSON calls it
    /// "cornerStyle", the name users' device files already use.
    public var cornerCurve: CornerCurve
    /// Where the size and corner numbers come from.
    public var source: String
    /// The portrait safe-area insets in points (status bar or sensor housing at the top, home
    /// indicator at the bottom; `leading` is the left edge), as a full-screen root view sees
    /// them with no bars. Zero when unknown.
    public var safeArea: EdgeInsets
    /// Where the safe-area numbers come from, with the OS version they were read on where the
    /// value changed between versions; empty when the profile gives none.
    public var safeAreaSource: String
    /// Pixels per point (UIScreen's `scale`: 2 or 3). A hairline, such as a `Divider`, is one
    /// pixel: 1 / scale points.
    public var scale: Double

    /// The scale a profile without one gets (a user's device file, a custom screen): most iPhones
    /// since the iPhone X are @3x (the XR, the 11 and the SE are @2x). Our choice.
    public static let defaultScale = 3.0

    public init(
        id: String, name: String, width: Double, height: Double, cornerRadius: Double, cornerCurve: CornerCurve, source: String,
        safeArea: EdgeInsets = EdgeInsets(), safeAreaSource: String = "", scale: Double = DeviceProfile.defaultScale
    ) {
        self.scale = scale
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.source = source
        self.safeArea = safeArea
        self.safeAreaSource = safeAreaSource
    }

    /// The screen as a container: its rounded rectangle at the origin.
    public var container: Container {
        Container(shape: .roundedRectangle(radius: cornerRadius, curve: cornerCurve), size: Size(width: width, height: height))
    }
}

/// The known devices: the bundled `devices.json`, then a user file whose entries add to it or
/// replace bundled ones with the same id.
public struct DeviceCatalog: Sendable {
    /// Profiles in file order (bundled first, then the user's new ids).
    public private(set) var devices: [DeviceProfile]

    public init(devices: [DeviceProfile]) {
        self.devices = devices
    }

    public func device(id: String) -> DeviceProfile? { devices.first { $0.id == id } }

    /// Adds profiles, replacing those with the same id.
    public mutating func merge(_ others: [DeviceProfile]) {
        for device in others {
            if let i = devices.firstIndex(where: { $0.id == device.id }) { devices[i] = device } else { devices.append(device) }
        }
    }
}
