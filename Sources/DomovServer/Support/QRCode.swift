import Foundation

/// A QR code (ISO/IEC 18004) of a short text, such as the CalDAV address to type on a phone:
/// byte mode, error correction level M (15 % of the symbol may be lost), versions 1 to 10
/// (up to 213 bytes, far more than an address needs). Written here rather than taken from a
/// package, as the project adds none; the steps follow the standard's order: data bits,
/// Reed–Solomon codewords per block, interleaving, function patterns, the zigzag placement,
/// and of the eight masks the one with the lowest penalty.
struct QRCode: Sendable, Equatable {
    let version: Int
    let mask: Int
    /// Rows top to bottom, each left to right; true is a dark module.
    let modules: [[Bool]]

    var size: Int { modules.count }

    subscript(x: Int, y: Int) -> Bool { modules[y][x] }

    /// Nil when the text is too long for version 10.
    init?(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init?(bytes: [UInt8]) {
        guard let version = Self.smallestVersion(forByteCount: bytes.count) else { return nil }
        let codewords = Self.interleavedCodewords(Self.dataCodewords(bytes, version: version), version: version)
        var matrix = QRMatrix(version: version)
        matrix.drawFunctionPatterns()
        matrix.place(codewords)
        var best: (mask: Int, penalty: Int, modules: [[Bool]])?
        for mask in 0..<8 {
            var candidate = matrix
            candidate.apply(mask: mask)
            candidate.drawFormatBits(mask: mask)
            let penalty = candidate.penalty()
            if best == nil || penalty < best!.penalty { best = (mask, penalty, candidate.modules) }
        }
        self.version = version
        self.mask = best!.mask
        self.modules = best!.modules
    }

    /// Error correction level M per version: all codewords, error correction codewords per
    /// block, and blocks (ISO/IEC 18004 table 9).
    static let levelM: [(total: Int, eccPerBlock: Int, blocks: Int)] = [
        (26, 10, 1), (44, 16, 1), (70, 26, 1), (100, 18, 2), (134, 24, 2),
        (172, 16, 4), (196, 18, 4), (242, 22, 4), (292, 22, 5), (346, 26, 5),
    ]

    static let maximumVersion = 10

    static func dataCodewordCount(version: Int) -> Int {
        let table = levelM[version - 1]
        return table.total - table.eccPerBlock * table.blocks
    }

    /// Byte mode counts in 8 bits up to version 9, in 16 from version 10.
    static func countBits(version: Int) -> Int { version <= 9 ? 8 : 16 }

    static func capacity(version: Int) -> Int {
        (dataCodewordCount(version: version) * 8 - 4 - countBits(version: version)) / 8
    }

    static func smallestVersion(forByteCount count: Int) -> Int? {
        (1...maximumVersion).first { capacity(version: $0) >= count }
    }

    /// Mode 0100 (byte), the count, the bytes, a terminator of up to four zeros, zeros to a
    /// whole byte, then the pad bytes 0xEC 0x11 in turn.
    static func dataCodewords(_ bytes: [UInt8], version: Int) -> [UInt8] {
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: countBits(version: version))
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacityBits = dataCodewordCount(version: version) * 8
        bits.append(0, count: min(4, capacityBits - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count < dataCodewordCount(version: version) {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// Splits the data into blocks (the shorter ones first), adds each block's error
    /// correction, and takes the blocks' codewords in turn: data first, then correction.
    static func interleavedCodewords(_ data: [UInt8], version: Int) -> [UInt8] {
        let table = levelM[version - 1]
        let shortBlocks = table.blocks - table.total % table.blocks
        let shortDataLength = table.total / table.blocks - table.eccPerBlock
        let generator = ReedSolomon.generator(degree: table.eccPerBlock)
        var blocks: [(data: [UInt8], ecc: [UInt8])] = []
        var offset = 0
        for index in 0..<table.blocks {
            let length = shortDataLength + (index < shortBlocks ? 0 : 1)
            let block = Array(data[offset..<offset + length])
            offset += length
            blocks.append((block, ReedSolomon.remainder(of: block, generator: generator)))
        }
        var result: [UInt8] = []
        for position in 0...shortDataLength {
            for block in blocks where position < block.data.count { result.append(block.data[position]) }
        }
        for position in 0..<table.eccPerBlock {
            for block in blocks { result.append(block.ecc[position]) }
        }
        return result
    }
}

/// Bits appended most significant first.
struct BitBuffer {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }

    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { byte, offset in
                byte << 1 | (start + offset < bits.count && bits[start + offset] ? 1 : 0)
            }
        }
    }
}

/// Reed–Solomon error correction over GF(256) with the QR polynomial x⁸+x⁴+x³+x²+1.
enum ReedSolomon {
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var result = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            result = (result << 1) ^ ((result >> 7) * 0x11D)
            result ^= ((Int(y) >> bit) & 1) * Int(x)
        }
        return UInt8(result)
    }

    /// The coefficients of (x − α⁰)(x − α¹)…(x − α^(degree−1)), highest first, the leading 1 left out.
    static func generator(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    /// The error correction codewords of a block: its polynomial times x^degree, modulo the generator.
    static func remainder(of data: [UInt8], generator: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= multiply(generator[index], factor) }
        }
        return result
    }
}
