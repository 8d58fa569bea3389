import Foundation

/// Reads iCalendar text into `ICalComponent` trees.
///
/// Strict where a mistake would lose or corrupt data (unbalanced BEGIN/END, lines without a
/// value, unreadable dates in the properties recurrence and scheduling depend on), lenient
/// where real producers differ harmlessly (bare LF, lower-case names, blank lines, a BOM).
/// Every failure is an `ICalParseError` with a line number; no input traps or loops.
public struct ICalParser: Sendable {
    /// Bounds on what one stream may cost, so a hostile file (a CalDAV PUT, a subscribed
    /// feed, an external account's object) is refused with an error rather than exhausting
    /// memory or time. The defaults sit far above real calendars: a year of a busy feed is
    /// a few thousand components.
    public struct Options: Sendable {
        /// Deepest accepted nesting (VCALENDAR > VEVENT > VALARM is 3).
        public var maximumDepth: Int
        /// Longest content line after unfolding, in bytes. An inline ATTACH of a large file
        /// is the longest line real producers write.
        public var maximumLineLength: Int
        /// Most components (BEGINs) in one stream.
        public var maximumComponents: Int
        /// Most properties in one stream.
        public var maximumProperties: Int
        /// Most parameters on one property.
        public var maximumParameters: Int
        /// Check the values of well-known date, duration and recurrence properties while
        /// parsing, so a bad date is reported with its line rather than later.
        public var validatesKnownValues: Bool

        /// 1 MiB: the largest calendar object Domov's CalDAV server accepts is 1 MiB too.
        public static let defaultMaximumLineLength = 1 << 20
        /// 100,000 components: about thirty years of a busy shared calendar.
        public static let defaultMaximumComponents = 100_000
        /// 2,000,000 properties: 20 per component at the component limit.
        public static let defaultMaximumProperties = 2_000_000
        /// 100 parameters: real properties carry at most a handful.
        public static let defaultMaximumParameters = 100

        public init(
            maximumDepth: Int = 16, maximumLineLength: Int = defaultMaximumLineLength, maximumComponents: Int = defaultMaximumComponents,
            maximumProperties: Int = defaultMaximumProperties, maximumParameters: Int = defaultMaximumParameters,
            validatesKnownValues: Bool = true
        ) {
            self.maximumDepth = maximumDepth
            self.maximumLineLength = maximumLineLength
            self.maximumComponents = maximumComponents
            self.maximumProperties = maximumProperties
            self.maximumParameters = maximumParameters
            self.validatesKnownValues = validatesKnownValues
        }
    }

    public var options: Options

    public init(options: Options = .init()) {
        self.options = options
    }

    /// All top-level components (usually one VCALENDAR). Throws `.empty` when there is none.
    public func parse(_ text: String) throws(ICalParseError) -> [ICalComponent] {
        try parse(bytes: Array(text.utf8))
    }

    public func parse(bytes: [UInt8]) throws(ICalParseError) -> [ICalComponent] {
        var roots: [ICalComponent] = []
        var stack: [(component: ICalComponent, line: Int)] = []
        var lastLine = 1
        var components = 0
        var properties = 0
        for (text, line) in ICalFolding.unfold(bytes) {
            lastLine = line
            guard text.utf8.count <= options.maximumLineLength else {
                throw ICalParseError(line: line, reason: .lineTooLong(limit: options.maximumLineLength))
            }
            let property = try Self.parseContentLine(text, line: line, maximumParameters: options.maximumParameters)
            if property.hasName("BEGIN") {
                let name = property.value.trimmingWhitespace
                guard !name.isEmpty else { throw ICalParseError(line: line, reason: .missingComponentName) }
                guard stack.count < options.maximumDepth else {
                    throw ICalParseError(line: line, reason: .nestingTooDeep(limit: options.maximumDepth))
                }
                components += 1
                guard components <= options.maximumComponents else {
                    throw ICalParseError(line: line, reason: .tooManyComponents(limit: options.maximumComponents))
                }
                stack.append((ICalComponent(name: name), line))
            } else if property.hasName("END") {
                let name = property.value.trimmingWhitespace
                guard !name.isEmpty else { throw ICalParseError(line: line, reason: .missingComponentName) }
                guard let open = stack.popLast() else {
                    throw ICalParseError(line: line, reason: .endWithoutBegin(component: name))
                }
                guard open.component.hasName(name) else {
                    throw ICalParseError(line: line, reason: .endMismatch(expected: open.component.name, found: name))
                }
                if stack.isEmpty {
                    roots.append(open.component)
                } else {
                    stack[stack.count - 1].component.components.append(open.component)
                }
            } else {
                guard !stack.isEmpty else {
                    throw ICalParseError(line: line, reason: .propertyOutsideComponent(property: property.name))
                }
                properties += 1
                guard properties <= options.maximumProperties else {
                    throw ICalParseError(line: line, reason: .tooManyProperties(limit: options.maximumProperties))
                }
                if options.validatesKnownValues, let detail = Self.problem(in: property) {
                    throw ICalParseError(line: line, reason: .invalidValue(property: property.name.uppercased(), detail: detail))
                }
                stack[stack.count - 1].component.properties.append(property)
            }
        }
        if let open = stack.last {
            throw ICalParseError(line: max(lastLine, open.line), reason: .missingEnd(component: open.component.name))
        }
        guard !roots.isEmpty else { throw ICalParseError(line: 1, reason: .empty) }
        return roots
    }

    /// Parses one unfolded content line: `name *(";" param) ":" value`, with at most
    /// `maximumParameters` parameters.
    public static func parseContentLine(
        _ text: String, line: Int, maximumParameters: Int = Options.defaultMaximumParameters
    ) throws(ICalParseError) -> ICalProperty {
        let u = Array(text.utf8)
        var i = 0
        while i < u.count, u[i] != 59, u[i] != 58 { i += 1 } // ';' ':'
        guard i < u.count else { throw ICalParseError(line: line, reason: .lineWithoutColon) }
        guard i > 0 else { throw ICalParseError(line: line, reason: .missingName) }
        let name = String(decoding: u[0..<i], as: UTF8.self).trimmingWhitespace
        guard !name.isEmpty else { throw ICalParseError(line: line, reason: .missingName) }
        var parameters: [ICalParameter] = []
        while i < u.count, u[i] == 59 {
            guard parameters.count < maximumParameters else {
                throw ICalParseError(line: line, reason: .tooManyParameters(limit: maximumParameters))
            }
            i += 1
            let nameStart = i
            while i < u.count, u[i] != 61, u[i] != 59, u[i] != 58 { i += 1 } // '=' ';' ':'
            let parameterName = String(decoding: u[nameStart..<i], as: UTF8.self)
            guard i < u.count else { throw ICalParseError(line: line, reason: .lineWithoutColon) }
            guard u[i] == 61, !parameterName.isEmpty else {
                throw ICalParseError(line: line, reason: .malformedParameter(String(parameterName.prefix(40))))
            }
            i += 1
            var values: [String] = []
            var quoted: [Bool] = []
            while true {
                if i < u.count, u[i] == 34 {
                    i += 1
                    let start = i
                    while i < u.count, u[i] != 34 { i += 1 }
                    guard i < u.count else { throw ICalParseError(line: line, reason: .unterminatedQuote) }
                    values.append(decodeCaret(u[start..<i]))
                    quoted.append(true)
                    i += 1
                } else {
                    let start = i
                    while i < u.count, u[i] != 44, u[i] != 59, u[i] != 58 { i += 1 }
                    values.append(decodeCaret(u[start..<i]))
                    quoted.append(false)
                }
                if i < u.count, u[i] == 44 { i += 1; continue }
                break
            }
            parameters.append(ICalParameter(name: parameterName, values: values, quoted: quoted))
        }
        guard i < u.count, u[i] == 58 else { throw ICalParseError(line: line, reason: .lineWithoutColon) }
        let value = String(decoding: u[(i + 1)...], as: UTF8.self)
        return ICalProperty(name: name, parameters: parameters, value: value)
    }

    /// RFC 6868: `^n` newline, `^'` double quote, `^^` caret; any other caret stays.
    private static func decodeCaret(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(94) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 94, i + 1 < bytes.endIndex {
                let next = bytes[i + 1]
                if next == 110 { out.append(10); i += 2; continue }
                if next == 39 { out.append(34); i += 2; continue }
                if next == 94 { out.append(94); i += 2; continue }
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Checks values whose meaning the calendar depends on; nil when fine or not checked.
    static func problem(in property: ICalProperty) -> String? {
        do {
            switch property.name.uppercased() {
            case "DTSTART", "DTEND", "DUE", "RECURRENCE-ID", "DTSTAMP", "CREATED", "LAST-MODIFIED", "COMPLETED":
                _ = try property.dateTime()
            case "EXDATE", "RDATE":
                _ = try property.dateTimeList()
            case "DURATION":
                _ = try property.duration()
            case "RRULE", "EXRULE":
                _ = try property.recurrenceRule()
            case "TRIGGER":
                if property.parameter("VALUE")?.uppercased() == "DATE-TIME" {
                    _ = try property.dateTime()
                } else {
                    _ = try property.duration()
                }
            default:
                return nil
            }
            return nil
        } catch {
            return error.description
        }
    }
}
