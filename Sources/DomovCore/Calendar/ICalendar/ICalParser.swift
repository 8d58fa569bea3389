import Foundation

/// Reads iCalendar text into `ICalComponent` trees.
///
/// Strict where a mistake would lose or corrupt data (unbalanced BEGIN/END, lines without a
/// value, unreadable dates in the properties recurrence and scheduling depend on), lenient
/// where real producers differ harmlessly (bare LF, lower-case names, blank lines, a BOM).
/// Every failure is an `ICalParseError` with a line number; no input traps or loops.
public struct ICalParser: Sendable {
    public struct Options: Sendable {
        /// Deepest accepted nesting (VCALENDAR > VEVENT > VALARM is 3).
        public var maximumDepth: Int
        /// Check the values of well-known date, duration and recurrence properties while
        /// parsing, so a bad date is reported with its line rather than later.
        public var validatesKnownValues: Bool

        public init(maximumDepth: Int = 16, validatesKnownValues: Bool = true) {
            self.maximumDepth = maximumDepth
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
        for (text, line) in ICalFolding.unfold(bytes) {
            lastLine = line
            let property = try Self.parseContentLine(text, line: line)
            if property.hasName("BEGIN") {
                let name = property.value.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { throw ICalParseError(line: line, reason: .missingComponentName) }
                guard stack.count < options.maximumDepth else {
                    throw ICalParseError(line: line, reason: .nestingTooDeep(limit: options.maximumDepth))
                }
                stack.append((ICalComponent(name: name), line))
            } else if property.hasName("END") {
                let name = property.value.trimmingCharacters(in: .whitespaces)
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

    /// Parses one unfolded content line: `name *(";" param) ":" value`.
    public static func parseContentLine(_ text: String, line: Int) throws(ICalParseError) -> ICalProperty {
        let u = Array(text.utf8)
        var i = 0
        while i < u.count, u[i] != 59, u[i] != 58 { i += 1 } // ';' ':'
        guard i < u.count else { throw ICalParseError(line: line, reason: .lineWithoutColon) }
        guard i > 0 else { throw ICalParseError(line: line, reason: .missingName) }
        let name = String(decoding: u[0..<i], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw ICalParseError(line: line, reason: .missingName) }
        var parameters: [ICalParameter] = []
        while i < u.count, u[i] == 59 {
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
                if property.parameter("VALUE")?.uppercased() == "DATE-TIME" { _ = try property.dateTime() } else { _ = try property.duration() }
            default:
                return nil
            }
            return nil
        } catch {
            return error.description
        }
    }
}
