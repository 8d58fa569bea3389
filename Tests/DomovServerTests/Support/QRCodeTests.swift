@testable import DomovServer
import Testing

/// The QR encoder against the standard's worked examples and its structure: there is no
/// decoder in the project, so the tests read the symbol back the way a scanner would
/// (format bits, unmasking, the zigzag) and compare with what went in.
@Suite("QR code")
struct QRCodeTests {
    /// ISO/IEC 18004 annex I: "01234567" at 1-M, whose 16 data codewords give these 10.
    @Test func reedSolomonMatchesTheStandardsExample() {
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        let ecc = ReedSolomon.remainder(of: data, generator: ReedSolomon.generator(degree: 10))
        #expect(ecc == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    /// "HELLO WORLD" at 1-M, the example every QR tutorial works through.
    @Test func reedSolomonMatchesHelloWorld() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        let ecc = ReedSolomon.remainder(of: data, generator: ReedSolomon.generator(degree: 10))
        #expect(ecc == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    /// The standard's table of format information for level M, masks 0 to 7.
    @Test func formatBitsMatchTheStandardsTable() {
        let table = [
            "101010000010010", "101000100100101", "101111001111100", "101101101001011",
            "100010111111001", "100000011001110", "100111110010111", "100101010100000",
        ]
        for mask in 0..<8 {
            #expect(bits(QRMatrix.formatBits(mask: mask), count: 15) == table[mask], "mask \(mask)")
        }
    }

    /// Version information from the standard's table (versions 7 to 10).
    @Test func versionBitsMatchTheStandardsTable() {
        #expect(QRMatrix.versionBits(version: 7) == 0x07C94)
        #expect(QRMatrix.versionBits(version: 8) == 0x085BC)
        #expect(QRMatrix.versionBits(version: 9) == 0x09A99)
        #expect(QRMatrix.versionBits(version: 10) == 0x0A4D3)
    }

    @Test func byteModeDataStartsWithModeAndCountAndIsPadded() {
        let codewords = QRCode.dataCodewords(Array("AB".utf8), version: 1)
        // 0100 | 00000010 | 01000001 | 01000010 | 0000 terminator, then 0xEC 0x11 …
        #expect(codewords.prefix(5) == [0x40, 0x24, 0x14, 0x20, 0xEC])
        #expect(codewords.count == 16)
        #expect(codewords.suffix(2) == [0xEC, 0x11])
    }

    @Test func theSmallestVersionThatHoldsTheTextIsChosen() throws {
        #expect(QRCode.capacity(version: 1) == 14)
        #expect(QRCode.capacity(version: 10) == 213)
        #expect(try #require(QRCode(bytes: Array(repeating: 0x61, count: 14))).version == 1)
        #expect(try #require(QRCode(bytes: Array(repeating: 0x61, count: 15))).version == 2)
        let address = try #require(QRCode(text: "https://domov.example.org/dav/"))
        #expect(address.version == 3)
        #expect(address.size == 29)
        #expect(try #require(QRCode(bytes: Array(repeating: 0x61, count: 213))).version == 10)
        #expect(QRCode(bytes: Array(repeating: 0x61, count: 214)) == nil)
    }

    @Test(arguments: [
        "https://domov.example.org/dav/", "http://192.168.1.20:8080/dav/", String(repeating: "household calendar ", count: 9),
    ])
    func theSymbolHasItsFunctionPatterns(text: String) throws {
        let code = try #require(QRCode(text: text))
        let n = code.size
        #expect(n == code.version * 4 + 17)
        for (left, top) in [(0, 0), (n - 7, 0), (0, n - 7)] {
            for dy in 0..<7 {
                for dx in 0..<7 {
                    let ring = max(abs(dx - 3), abs(dy - 3))
                    #expect(code[left + dx, top + dy] == (ring != 2), "finder at \(left),\(top)")
                }
            }
        }
        // The separators are light; the timing patterns alternate between the finders.
        for index in 0..<8 {
            #expect(!code[7, index] && !code[index, 7] && !code[n - 8, index] && !code[index, n - 8])
        }
        for index in 8..<(n - 8) {
            #expect(code[index, 6] == (index % 2 == 0))
            #expect(code[6, index] == (index % 2 == 0))
        }
        #expect(code[8, n - 8], "the dark module")
        // Both copies of the format information name level M and the mask used.
        let expected = QRMatrix.formatBits(mask: code.mask)
        var first = 0, second = 0
        let firstPositions = (0...5).map { (8, $0) } + [(8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
        let secondPositions = (0..<8).map { (n - 1 - $0, 8) } + (8..<15).map { (8, n - 15 + $0) }
        for (bit, (x, y)) in firstPositions.enumerated() where code[x, y] { first |= 1 << bit }
        for (bit, (x, y)) in secondPositions.enumerated() where code[x, y] { second |= 1 << bit }
        #expect(first == expected)
        #expect(second == expected)
        #expect((first ^ 0x5412) >> 13 == 0b00, "level M")
        #expect(((first ^ 0x5412) >> 10) & 0b111 == code.mask)
        if code.version >= 7 {
            var lowerLeft = 0, upperRight = 0
            for bit in 0..<18 {
                let a = n - 11 + bit % 3, b = bit / 3
                if code[a, b] { upperRight |= 1 << bit }
                if code[b, a] { lowerLeft |= 1 << bit }
            }
            #expect(upperRight == QRMatrix.versionBits(version: code.version))
            #expect(lowerLeft == upperRight)
        }
    }

    /// Reads the codewords back as a scanner does (unmask, zigzag, de-interleave) and finds
    /// the mode, the length and the text that went in.
    @Test(arguments: [
        "https://domov.example.org/dav/", "http://[::1]:18300/dav/", "Žluťoučký kůň & <svg>", String(repeating: "x", count: 200),
    ])
    func readingTheSymbolBackGivesTheText(text: String) throws {
        let code = try #require(QRCode(text: text))
        var functions = QRMatrix(version: code.version)
        functions.drawFunctionPatterns()
        var read: [Bool] = []
        var right = code.size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<code.size {
                for offset in 0..<2 {
                    let x = right - offset
                    let y = (right + 1) & 2 == 0 ? code.size - 1 - vertical : vertical
                    guard !functions.isFunctionModule(x: x, y: y) else { continue }
                    read.append(code[x, y] != QRMatrix.masks(code.mask, x: x, y: y))
                }
            }
            right -= 2
        }
        let table = QRCode.levelM[code.version - 1]
        let codewords = stride(from: 0, to: table.total * 8, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { $0 << 1 | (read[start + $1] ? 1 : 0) }
        }
        // Undo the interleaving: data codewords go round the blocks, the shorter ones first.
        let shortBlocks = table.blocks - table.total % table.blocks
        let shortLength = table.total / table.blocks - table.eccPerBlock
        var blocks = [[UInt8]](repeating: [], count: table.blocks)
        var index = 0
        for position in 0...shortLength {
            for block in 0..<table.blocks where position < shortLength + (block < shortBlocks ? 0 : 1) {
                blocks[block].append(codewords[index])
                index += 1
            }
        }
        let data = blocks.flatMap { $0 }
        #expect(data == QRCode.dataCodewords(Array(text.utf8), version: code.version))
        // Each block's correction codewords follow, and match its data.
        for (number, block) in blocks.enumerated() {
            let ecc = (0..<table.eccPerBlock).map { codewords[index + $0 * table.blocks + number] }
            #expect(ecc == ReedSolomon.remainder(of: block, generator: ReedSolomon.generator(degree: table.eccPerBlock)))
        }
        let dataBits: [Bool] = data.flatMap { byte -> [Bool] in (0..<8).map { (byte >> (7 - UInt8($0))) & 1 == 1 } }
        var bitReader = dataBits[...]
        func take(_ count: Int) -> Int { (0..<count).reduce(0) { value, _ in value << 1 | (bitReader.popFirst()! ? 1 : 0) } }
        #expect(take(4) == 0b0100)
        let length = take(QRCode.countBits(version: code.version))
        let bytes = (0..<length).map { _ in UInt8(take(8)) }
        #expect(String(decoding: bytes, as: UTF8.self) == text)
    }

    @Test func theMaskWithTheLowestPenaltyIsChosen() throws {
        let code = try #require(QRCode(text: "https://domov.example.org/dav/"))
        var matrix = QRMatrix(version: code.version)
        matrix.drawFunctionPatterns()
        matrix.place(
            QRCode.interleavedCodewords(
                QRCode.dataCodewords(Array("https://domov.example.org/dav/".utf8), version: code.version), version: code.version))
        let penalties = (0..<8).map { mask in
            var candidate = matrix
            candidate.apply(mask: mask)
            candidate.drawFormatBits(mask: mask)
            return candidate.penalty()
        }
        #expect(penalties[code.mask] == penalties.min())
        #expect(Set(penalties).count > 1, "the masks differ, so the choice means something")
    }

    @Test func penaltyRulesCountRunsAndFinderLikeShapes() {
        #expect(QRMatrix.runPenalty([true, true, true, true, true]) == 3)
        #expect(QRMatrix.runPenalty([false, false, false, false, false, false, false, true]) == 5)
        #expect(QRMatrix.runPenalty([true, false, true, false]) == 0)
        let finderLike = [true, false, true, true, true, false, true, false, false, false, false]
        #expect(QRMatrix.finderLikePenalty(finderLike) == 40)
        #expect(QRMatrix.finderLikePenalty([true, false, true, true, false, false, true, false, false, false, false]) == 0)
    }

    @Test func theSVGHasNoStyleAndKeepsTheQuietZone() throws {
        let code = try #require(QRCode(text: "https://domov.example.org/dav/"))
        let svg = code.svg(label: "QR code of \"the\" address", id: "caldav-qr").rendered
        #expect(!svg.contains("style"))
        #expect(svg.contains("viewBox=\"0 0 37 37\""))
        #expect(svg.contains("aria-label=\"QR code of &quot;the&quot; address\""))
        #expect(svg.contains("<path fill=\"#000000\" d=\"M4 4h7v1h-7z"), "the top-left finder's first row")
    }

    private func bits(_ value: Int, count: Int) -> String {
        String((0..<count).reversed().map { (value >> $0) & 1 == 1 ? "1" : "0" })
    }
}
