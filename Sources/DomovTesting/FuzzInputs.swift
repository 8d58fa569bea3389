import Foundation

/// Deterministic fuzz inputs for the parsers that read what strangers send (the WebDAV XML
/// reader, the iCalendar parser, RRULE): mutations of a corpus of valid payloads (bit flips,
/// byte changes, insertions of the format's own tokens, deletions, truncations, duplicated
/// and nested ranges, invalid UTF-8, huge numbers), the same seed always giving the same
/// inputs, so a failure names an input that reproduces.
///
/// How many inputs: `DOMOV_FUZZ_INPUTS` when set (a full run uses at least 100,000 per
/// parser), else the test's small default that keeps `swift test` quick. `DOMOV_FUZZ_SEED`
/// changes the seed to explore further.
public struct FuzzInputs: Sequence {
    public let corpus: [[UInt8]]
    /// Tokens of the format that mutations insert (`<![CDATA[`, `BEGIN:`, `;COUNT=`, …).
    public let dictionary: [[UInt8]]
    public let seed: UInt64
    public let count: Int

    public init(corpus: [String], dictionary: [String], seed: UInt64 = FuzzInputs.seed, count: Int) {
        self.corpus = corpus.map { Array($0.utf8) }
        self.dictionary = dictionary.map { Array($0.utf8) } + Self.hostileTokens
        self.seed = seed
        self.count = count
    }

    /// `DOMOV_FUZZ_INPUTS`, or `defaultCount` when unset or unreadable.
    public static func count(default defaultCount: Int) -> Int {
        ProcessInfo.processInfo.environment["DOMOV_FUZZ_INPUTS"].flatMap { Int($0) }.map { Swift.max(1, $0) } ?? defaultCount
    }

    /// Prints a run's outcome counts ("fuzz: …") when `DOMOV_FUZZ_INPUTS` is set, for the note
    /// a full run is recorded in; a default `swift test` stays quiet.
    public static func report(_ line: String) {
        if ProcessInfo.processInfo.environment["DOMOV_FUZZ_INPUTS"] != nil { print("fuzz: \(line)") }
    }

    /// `DOMOV_FUZZ_SEED`, or a fixed seed.
    public static var seed: UInt64 {
        ProcessInfo.processInfo.environment["DOMOV_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x00D0_5EED
    }

    /// Bytes that broke parsers elsewhere: invalid UTF-8 (a lone continuation byte, an
    /// overlong NUL, a surrogate, beyond U+10FFFF, a truncated sequence), controls, and
    /// numbers that overflow every integer type.
    static let hostileTokens: [[UInt8]] = [
        [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF], [0xFE, 0xFF],
        [0x00], [0x1B], [0x0D], [0x0A], [0x0D, 0x0A, 0x20], [0xEF, 0xBB, 0xBF],
        Array("99999999999999999999999".utf8), Array("-9223372036854775808".utf8), Array("9223372036854775807".utf8),
        Array("4294967296".utf8), Array("0".utf8), Array("-1".utf8), Array("99991231T235959Z".utf8), Array("00000101".utf8),
    ]

    public func makeIterator() -> Iterator {
        Iterator(inputs: self, random: SeededRandom(seed: seed))
    }

    public struct Iterator: IteratorProtocol {
        let inputs: FuzzInputs
        var random: SeededRandom
        var produced = 0

        public mutating func next() -> [UInt8]? {
            guard produced < inputs.count, !inputs.corpus.isEmpty else { return nil }
            produced += 1
            var bytes = inputs.corpus[random.below(inputs.corpus.count)]
            // Several mutations stacked reach states one alone does not.
            for _ in 0..<(1 + random.below(4)) { mutate(&bytes) }
            return bytes
        }

        private mutating func mutate(_ bytes: inout [UInt8]) {
            let at = random.below(bytes.count + 1)
            switch random.below(10) {
            case 0 where !bytes.isEmpty: // flip a bit
                let i = random.below(bytes.count)
                bytes[i] ^= UInt8(1 << random.below(8))
            case 1 where !bytes.isEmpty: // any byte
                bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
            case 2, 3: // a token of the format or a hostile one
                bytes.insert(contentsOf: inputs.dictionary[random.below(inputs.dictionary.count)], at: at)
            case 4: // delete a range
                let length = Swift.min(bytes.count - at, 1 + random.below(16))
                bytes.removeSubrange(at..<(at + length))
            case 5: // truncate
                bytes.removeSubrange(at...)
            case 6: // duplicate a range in place: repeats elements, lines, parameters
                let length = Swift.min(bytes.count - at, 1 + random.below(64))
                let range = Array(bytes[at..<(at + length)])
                for _ in 0..<(1 + random.below(8)) { bytes.insert(contentsOf: range, at: at) }
            case 7: // nest a range inside copies of itself, deeply
                let length = Swift.min(bytes.count - at, 1 + random.below(32))
                let piece = Array(bytes[at..<(at + length)])
                let depth = 1 + random.below(200)
                var nested: [UInt8] = []
                for _ in 0..<depth { nested += piece }
                bytes.insert(contentsOf: nested, at: at)
            case 8: // splice in a piece of another corpus entry
                let other = inputs.corpus[random.below(inputs.corpus.count)]
                let start = random.below(other.count + 1)
                let length = Swift.min(other.count - start, random.below(128))
                bytes.insert(contentsOf: other[start..<(start + length)], at: at)
            default: // a random digit run: numbers of every size
                let digits = (0..<(1 + random.below(25))).map { _ in UInt8(48 + random.below(10)) }
                bytes.insert(contentsOf: digits, at: at)
            }
        }
    }
}

/// SplitMix64: small, fast and the same on every platform, unlike the system generator.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (0 for a bound of 0 or less).
    public mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
