import DomovCore
import Foundation

/// The body of POST /chores/rooms.
struct ChoreRoomRequest: Decodable, Sendable {
    let name: String?
    let type: String?
}

/// The body of PUT /chores/items/{chore}/assignment: no assignee and no rotation clear both.
struct ChoreAssignmentRequest: Decodable, Sendable {
    let assigneeId: String?
    let rotation: ChoreRequest.Rotation?
}

/// The body of POST /chores/items and PUT /chores/items/{chore}. Instants are ISO 8601 strings, read here rather than by the
/// decoder so that a malformed one is a field error like any other.
struct ChoreRequest: Decodable, Sendable {
    struct Interval: Decodable, Sendable {
        let value: Int?
        let unit: String?
    }

    struct Rotation: Decodable, Sendable {
        let mode: String?
        let members: [String]?
    }

    let roomId: String?
    let name: String?
    let description: String?
    let kind: String?
    let start: String?
    let end: String?
    let interval: Interval?
    let timeZone: String?
    let assigneeId: String?
    let rotation: Rotation?

    /// The input the service validates, and the problems found reading instants.
    func input(defaultTimeZone: String) -> (ChoreInput, [FieldError]) {
        var input = ChoreInput()
        var problems: [FieldError] = []
        input.roomID = roomId ?? ""
        input.name = name ?? ""
        input.details = description ?? ""
        input.kind = kind ?? ""
        input.timeZone = timeZone ?? ""
        let zone = TimeZone(identifier: (timeZone ?? "").isEmpty ? defaultTimeZone : timeZone!) ?? .gmt
        for (text, field) in [(start, "start"), (end, "end")] {
            guard let text, !text.isEmpty else { continue }
            guard let instant = Self.instant(text) else {
                problems.append(FieldError(field, .invalidDate))
                continue
            }
            // The service reads wall-clock date and time in the chore's zone, to the second.
            let local = LocalDateTime(instant: instant, in: zone)
            let time = local.isoString.split(separator: "T").last.map(String.init) ?? ""
            if field == "start" {
                input.startDate = local.date.isoString; input.startTime = time
            } else {
                input.endDate = local.date.isoString; input.endTime = time
            }
        }
        input.intervalValue = interval?.value.map(String.init) ?? ""
        input.intervalUnit = interval?.unit ?? ""
        input.assigneeID = assigneeId ?? ""
        input.rotationMode = rotation?.mode == "none" ? "" : rotation?.mode ?? ""
        input.rotationMembers = rotation?.members ?? []
        return (input, problems)
    }

    static func instant(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// The form's field names (what `ChoreInput` reports) as the API names them.
    static let fieldNames: [String: String] = [
        "room": "roomId", "details": "description", "start_date": "start", "start_time": "start", "end_date": "end",
        "end_time": "end", "interval_value": "interval.value", "interval_unit": "interval.unit", "time_zone": "timeZone",
        "assignee": "assigneeId", "rotation": "rotation.mode", "rotation_members": "rotation.members", "done_by": "memberId",
    ]

    /// The failure with its fields renamed, one problem per API field.
    static func renamed(_ failure: ValidationFailure) -> ValidationFailure {
        var seen: Set<String> = []
        let errors = failure.errors.map { FieldError(fieldNames[$0.field] ?? $0.field, $0.problem) }.filter {
            seen.insert($0.field).inserted
        }
        return ValidationFailure(errors)
    }
}

/// The body of POST /chores/items/{chore}/complete; it may be empty.
struct ChoreCompleteRequest: Decodable, Sendable {
    let note: String?
    /// Who did it; the caller when absent.
    let memberId: String?
}
