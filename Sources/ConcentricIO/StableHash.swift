// A hash that is the same in every run and on every machine, for names derived from text.

/// FNV-1a, 64 bits. Swift's `Hasher` is seeded per process, so it cannot name a file that a
/// later run must find again.
public enum StableHash {
    public static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
