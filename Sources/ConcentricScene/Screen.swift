// The device screen a scene is drawn on: the outermost container, which always publishes its shape.
import ConcentricCore

/// A screen: its size in points and its display shape. A screen made from a device profile
/// remembers the profile's id, so a saved scene refers to the device rather than copying it.
public struct Screen: Sendable, Hashable {
    /// The device profile id, or nil for a custom screen.
    public var device: String?
    public var size: Size
    /// The display's shape (`ellipse` makes every concentric card fall back to container-relative).
    public var shape: ContainerShape
    /// Pixels per point: the device's, `DeviceProfile.defaultScale` for a custom screen. Layout
    /// reads it for hairlines (a `Divider` is one pixel thick).
    public var scale: Double

    public init(size: Size, shape: ContainerShape, scale: Double = DeviceProfile.defaultScale) {
        self.device = nil
        self.size = size
        self.shape = shape
        self.scale = scale
    }

    public init(device: DeviceProfile) {
        self.device = device.id
        self.size = Size(width: device.width, height: device.height)
        self.shape = device.container.shape
        self.scale = device.scale
    }

    /// One pixel in points: the thickness of a hairline.
    public var hairline: Double { 1 / scale }

    /// The screen as a container at the origin.
    public var container: Container { Container(shape: shape, size: size) }
}
