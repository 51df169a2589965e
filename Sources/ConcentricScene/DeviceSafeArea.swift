// The safe area a scene on a device is laid out in: the one place scene reading asks for it.
import ConcentricCore

extension SceneDocument {
    /// A device's portrait safe-area insets (physical edges), which a scene naming the device is
    /// laid out in.
    ///
    /// Temporary: `DeviceProfile` does not carry its safe area yet. Until it does, this answers the
    /// values `swiftui-fidelity.md` records (iPhone 16 Pro and Pro Max top 62, bottom 34; iPhone 15
    /// class top 59, bottom 34; iPhone SE top 20) and 0 for every other device. When
    /// `DeviceProfile.safeArea` lands, this becomes `device.safeArea`.
    public static func safeArea(of device: DeviceProfile) -> EdgeInsets {
        switch device.id {
        case "iphone-16-pro", "iphone-16-pro-max": EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
        case "iphone-15", "iphone-15-pro-max": EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        case "iphone-se-3": EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        default: EdgeInsets()
        }
    }
}
