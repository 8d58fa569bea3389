import Foundation

/// What a form or the API sends to make a chore: raw text, checked by `validated`.
public struct ChoreInput: Sendable, Equatable {
    public var roomID = ""
    public var name = ""
    public var details = ""
    /// "once" or "recurring".
    public var kind = "once"
    /// Local date and time in `timeZone`; an empty start means now.
    public var startDate = ""
    public var startTime = ""
    public var endDate = ""
    public var endTime = ""
    public var intervalValue = ""
    /// One of `ChoreInterval.Unit`'s raw values.
    public var intervalUnit = ""
    /// An IANA zone; empty means the creator's.
    public var timeZone = ""
    public var assigneeID = ""
    /// One of `ChoreRotation.Mode`'s raw values; empty means none.
    public var rotationMode = ""
    public var rotationMembers: [String] = []

    public init() {}

    /// A valid chore's fields, before it has an id.
    public struct Draft: Sendable, Equatable {
        public let roomID: ID<ChoreRoom>
        public let name: String
        public let details: String
        public let schedule: ChoreSchedule
        public let timeZoneIdentifier: String
        public let assigneeID: ID<User>?
        public let rotation: ChoreRotation
    }

    /// Checks every field at once. `rooms` and `members` are the household's: a room or a
    /// person from elsewhere is refused as an unknown choice, as is a malformed id.
    public func validated(
        now: Date, defaultTimeZone: String, rooms: Set<ID<ChoreRoom>>, members: Set<ID<User>>
    ) throws(ValidationFailure) -> Draft {
        var errors = FieldErrorCollector()
        let room = ID<ChoreRoom>(roomID.trimmingCharacters(in: .whitespaces)).flatMap { rooms.contains($0) ? $0 : nil }
        if room == nil { errors.add("room", .unknownChoice) }
        let validName = errors.check { try TextRules.requiredText(self.name, field: "name", maximumLength: Chore.nameMaximumLength) }
        let cleanDetails = self.details.trimmingCharacters(in: .whitespacesAndNewlines)
        if cleanDetails.count > Chore.detailsMaximumLength { errors.add("details", .tooLong(maximum: Chore.detailsMaximumLength)) }
        if TextRules.hasControlCharacters(cleanDetails) { errors.add("details", .invalidValue) }
        let zoneName =
            timeZone.trimmingCharacters(in: .whitespaces).isEmpty ? defaultTimeZone : timeZone.trimmingCharacters(in: .whitespaces)
        let zone = TimeZone(identifier: zoneName)
        if zone == nil { errors.add("time_zone", .unknownTimeZone) }
        let schedule = errors.check { () throws(FieldError) -> ChoreSchedule in try self.schedule(now: now, zone: zone ?? .gmt) }

        var (assignee, rotation) = Self.assignment(
            assignee: assigneeID, mode: rotationMode, members: rotationMembers, allowed: members, errors: &errors
        )
        // A one-time chore is never renewed, so nobody takes turns; and without a mode the
        // members (sent by a form that only hid them) mean nothing.
        if rotation.mode == .none || kind == "once" { rotation = .none }
        try errors.throwIfAny()
        // The first in the rotation does it first, unless someone was chosen.
        if assignee == nil, rotation.mode != .none { assignee = rotation.members.first }
        return Draft(
            roomID: room!, name: validName!, details: cleanDetails, schedule: schedule!, timeZoneIdentifier: zoneName,
            assigneeID: assignee, rotation: rotation
        )
    }

    /// Who does the chore and who takes turns, checked against the household's members.
    static func assignment(
        assignee: String, mode: String, members: [String], allowed: Set<ID<User>>, errors: inout FieldErrorCollector
    ) -> (ID<User>?, ChoreRotation) {
        let assigneeText = assignee.trimmingCharacters(in: .whitespaces)
        var assignee: ID<User>?
        if !assigneeText.isEmpty {
            assignee = ID<User>(assigneeText).flatMap { allowed.contains($0) ? $0 : nil }
            if assignee == nil { errors.add("assignee", .unknownChoice) }
        }
        var rotation = ChoreRotation.none
        let modeText = mode.trimmingCharacters(in: .whitespaces)
        if !modeText.isEmpty, modeText != ChoreRotation.Mode.none.rawValue {
            if let mode = ChoreRotation.Mode(rawValue: modeText) { rotation.mode = mode } else { errors.add("rotation", .unknownChoice) }
        }
        var seen = Set<ID<User>>()
        for raw in members where !raw.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let id = ID<User>(raw.trimmingCharacters(in: .whitespaces)), allowed.contains(id) else {
                errors.add("rotation_members", .unknownChoice)
                break
            }
            if seen.insert(id).inserted { rotation.members.append(id) }
        }
        if rotation.mode != .none, rotation.members.isEmpty { errors.add("rotation_members", .required) }
        return (assignee, rotation)
    }

    private func schedule(now: Date, zone: TimeZone) throws(FieldError) -> ChoreSchedule {
        let start = try instant(startDate, startTime, field: "start", zone: zone) ?? now
        switch kind {
        case "once":
            guard let end = try instant(endDate.isEmpty ? startDate : endDate, endTime, field: "end", zone: zone) else {
                throw FieldError("end_time", .required)
            }
            // "At least 2 minutes after the start": exactly two minutes is enough.
            guard end.timeIntervalSince(start) >= ChoreSchedule.minimumSpan else {
                throw FieldError("end_time", .spanTooShort(minimumMinutes: Int(ChoreSchedule.minimumSpan / 60)))
            }
            return .once(start: start, end: end)
        case "recurring":
            guard let unit = ChoreInterval.Unit(rawValue: intervalUnit.trimmingCharacters(in: .whitespaces)) else {
                throw FieldError("interval_unit", .unknownChoice)
            }
            let text = intervalValue.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw FieldError("interval_value", .required) }
            guard let value = Int(text) else { throw FieldError("interval_value", .invalidNumber) }
            guard value > 0 else { throw FieldError("interval_value", .mustBePositive) }
            let maximum = ChoreInterval.maximumValue(for: unit)
            guard value <= maximum else { throw FieldError("interval_value", .tooLarge(maximum: maximum)) }
            return .recurring(start: start, every: ChoreInterval(value: value, unit: unit))
        default:
            throw FieldError("kind", .unknownChoice)
        }
    }

    /// The instant of a local date and time, nil when both are empty.
    private func instant(_ date: String, _ time: String, field: String, zone: TimeZone) throws(FieldError) -> Date? {
        let date = date.trimmingCharacters(in: .whitespaces), time = time.trimmingCharacters(in: .whitespaces)
        if date.isEmpty && time.isEmpty { return nil }
        guard LocalDate(isoString: date) != nil else { throw FieldError("\(field)_date", .invalidDate) }
        guard let local = LocalDateTime(formDate: date, formTime: time) else { throw FieldError("\(field)_time", .invalidTime) }
        return local.instant(in: zone)
    }
}
