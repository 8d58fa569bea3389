import Foundation
import Synchronization

/// A zone's abbreviations ("CET", "CEST") as the system's tzdata file spells them (TZif,
/// RFC 8536), for the TZNAME of generated VTIMEZONEs.
///
/// Why not Foundation: on Linux `TimeZone.abbreviation(for:)` answers "GMT+1" for many zones,
/// and calendar apps show TZNAME to people. The file holds the real names; when it is missing
/// or unreadable the builder keeps Foundation's answer.
public struct TZifFile: Sendable {
    struct LocalTimeType: Sendable, Equatable {
        var offset: Int
        var isDaylight: Bool
        var abbreviation: String
    }

    /// UTC seconds at which `types[typeIndices[i]]` takes effect.
    let transitions: [Int64]
    let typeIndices: [Int]
    let types: [LocalTimeType]
    /// The footer's POSIX TZ rule ("CET-1CEST,M3.5.0,M10.5.0/3"), which covers instants after
    /// the last transition: its standard and daylight names with their offsets east of UTC.
    let footer: [(name: String, offset: Int)]

    /// Where tzdata lives on Linux and macOS.
    public static let systemDirectory = URL(fileURLWithPath: "/usr/share/zoneinfo")

    /// The zone's file from the system's tzdata, read once per zone; nil when there is none.
    public static func system(zone identifier: String) -> TZifFile? {
        if let cached = cache.withLock({ $0[identifier] }) { return cached }
        var file: TZifFile?
        // A zone name is a relative path of letters; anything else never reaches the file system.
        if !identifier.isEmpty, !identifier.hasPrefix("/"), !identifier.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
            let data = try? Data(contentsOf: systemDirectory.appendingPathComponent(identifier))
        {
            file = TZifFile(data)
        }
        cache.withLock { $0[identifier] = .some(file) }
        return file
    }

    private static let cache = Mutex<[String: TZifFile?]>([:])

    /// The abbreviation in force at a UTC instant, if it has this offset (seconds east of UTC).
    public func abbreviation(atUTC t: Int64, offset: Int, isDaylight: Bool) -> String? {
        if let last = transitions.last, t < last || footer.isEmpty {
            var low = 0, high = transitions.count
            while low < high {
                let mid = (low + high) / 2
                if transitions[mid] <= t { low = mid + 1 } else { high = mid }
            }
            // Before the first transition the first type applies (RFC 8536 §3.2).
            let type = low == 0 ? types[0] : types[typeIndices[low - 1]]
            if type.offset == offset { return type.abbreviation }
        }
        // Matched by offset, not by the daylight flag: Europe/Dublin's winter time is its "daylight" one.
        if let named = footer.first(where: { $0.offset == offset }) { return named.name }
        // No footer (a version 1 file): the last type of this offset, of this kind first.
        return (types.last { $0.offset == offset && $0.isDaylight == isDaylight } ?? types.last { $0.offset == offset })?.abbreviation
    }

    /// Parses a TZif file of any version; nil when it is not one.
    public init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 44, bytes[0..<4].elementsEqual("TZif".utf8) else { return nil }
        var reader = Reader(bytes: bytes)
        guard var header = reader.header() else { return nil }
        // Version 2+ repeats the data with 64-bit times after the version 1 block; that one counts.
        if bytes[4] >= UInt8(ascii: "2") {
            guard reader.skip(header.v1DataLength), let second = reader.header() else { return nil }
            header = second
        }
        let timeSize = bytes[4] >= UInt8(ascii: "2") ? 8 : 4
        guard let times = reader.integers(header.timeCount, size: timeSize),
            let indices = reader.bytes(header.timeCount)?.map(Int.init),
            let rawTypes = reader.bytes(header.typeCount * 6).map(Array.init),
            let designations = reader.bytes(header.charCount).map(Array.init),
            indices.allSatisfy({ $0 < header.typeCount }), header.typeCount > 0
        else { return nil }
        var types: [LocalTimeType] = []
        for i in 0..<header.typeCount {
            let entry = Array(rawTypes[(i * 6)..<(i * 6 + 6)])
            let offset = Int(Int32(bitPattern: UInt32(entry[0]) << 24 | UInt32(entry[1]) << 16 | UInt32(entry[2]) << 8 | UInt32(entry[3])))
            let start = Int(entry[5])
            guard start < designations.count else { return nil }
            let end = designations[start...].firstIndex(of: 0) ?? designations.count
            types.append(
                LocalTimeType(
                    offset: offset, isDaylight: entry[4] != 0, abbreviation: String(decoding: designations[start..<end], as: UTF8.self)))
        }
        transitions = times
        typeIndices = indices
        self.types = types
        var footer: [(name: String, offset: Int)] = []
        if timeSize == 8, reader.skip(header.leapCount * 12 + header.standardCount + header.utcCount),
            let rest = reader.bytes(bytes.count - reader.position)
        {
            footer = Self.names(inPOSIXRule: String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        self.footer = footer
    }

    /// The standard and daylight names of a POSIX TZ rule ("CET-1CEST,…", "<+03>-3") with their
    /// offsets east of UTC (the rule counts west); daylight time is an hour ahead unless given.
    static func names(inPOSIXRule rule: String) -> [(name: String, offset: Int)] {
        var rest = Substring(rule)
        func name() -> String? {
            if rest.first == "<" {
                guard let close = rest.firstIndex(of: ">") else { return nil }
                defer { rest = rest[rest.index(after: close)...] }
                return String(rest[rest.index(after: rest.startIndex)..<close])
            }
            let letters = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(letters.count)
            return letters.count >= 3 ? String(letters) : nil
        }
        func offset() -> Int? {
            let text = rest.prefix { $0.isNumber || $0 == "+" || $0 == "-" || $0 == ":" }
            rest = rest.dropFirst(text.count)
            guard !text.isEmpty else { return nil }
            let negative = text.first == "-"
            let parts = text.drop { $0 == "+" || $0 == "-" }.split(separator: ":").map { Int($0) ?? 0 }
            let seconds = parts.enumerated().reduce(0) { $0 + $1.element * [3600, 60, 1][min($1.offset, 2)] }
            return negative ? seconds : -seconds
        }
        guard let standard = name(), let standardOffset = offset() else { return [] }
        guard let daylight = name() else { return [(standard, standardOffset)] }
        return [(standard, standardOffset), (daylight, offset() ?? standardOffset + 3600)]
    }

    private struct Header {
        var utcCount, standardCount, leapCount, timeCount, typeCount, charCount: Int
        var v1DataLength: Int { timeCount * 5 + typeCount * 6 + charCount + leapCount * 8 + standardCount + utcCount }
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, position + count <= bytes.count else { return false }
            position += count
            return true
        }

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, position + count <= bytes.count else { return nil }
            defer { position += count }
            return bytes[position..<(position + count)]
        }

        mutating func integers(_ count: Int, size: Int) -> [Int64]? {
            guard let raw = bytes(count * size) else { return nil }
            return stride(from: raw.startIndex, to: raw.endIndex, by: size).map { start in
                let value = raw[start..<(start + size)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                return size == 8 ? Int64(bitPattern: value) : Int64(Int32(bitPattern: UInt32(value)))
            }
        }

        /// The 44-byte header at the current position: magic, version, 15 reserved, six counts.
        mutating func header() -> Header? {
            guard let raw = bytes(44), raw.prefix(4).elementsEqual("TZif".utf8) else { return nil }
            let counts = stride(from: raw.startIndex + 20, to: raw.endIndex, by: 4).map { start in
                Int(raw[start..<(start + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            }
            return Header(
                utcCount: counts[0], standardCount: counts[1], leapCount: counts[2],
                timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
        }
    }
}
