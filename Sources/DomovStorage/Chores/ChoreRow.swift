import DomovCore
import Foundation
import SQLKit

/// A chore as one row of `chores`, and back.
struct ChoreRow: Codable {
    let id: String
    let householdId: String
    let roomId: String
    let name: String
    let nameKey: String
    let details: String
    let kind: String
    let startsAt: Int64
    let endsAt: Int64?
    let intervalValue: Int?
    let intervalUnit: String?
    let dueAt: Int64
    let timeZone: String
    let assigneeId: String?
    let rotationMode: String
    /// The rotation's members in order, comma-separated.
    let rotationMembers: String
    let completedAt: Int64?
    let createdBy: String
    let createdAt: Int64
    let updatedAt: Int64

    init(_ chore: Chore) {
        id = chore.id.description
        householdId = chore.householdID.description
        roomId = chore.roomID.description
        name = chore.name
        nameKey = TextRules.searchKey(chore.name)
        details = chore.details
        switch chore.schedule {
        case .once(let start, let end):
            kind = "once"
            startsAt = start.storedMilliseconds
            endsAt = end.storedMilliseconds
            intervalValue = nil
            intervalUnit = nil
        case .recurring(let start, let every):
            kind = "recurring"
            startsAt = start.storedMilliseconds
            endsAt = nil
            intervalValue = every.value
            intervalUnit = every.unit.rawValue
        }
        dueAt = chore.due.storedMilliseconds
        timeZone = chore.timeZoneIdentifier
        assigneeId = chore.assigneeID?.description
        rotationMode = chore.rotation.mode.rawValue
        rotationMembers = chore.rotation.members.map(\.description).joined(separator: ",")
        completedAt = chore.completedAt?.storedMilliseconds
        createdBy = chore.createdBy.description
        createdAt = chore.createdAt.storedMilliseconds
        updatedAt = chore.updatedAt.storedMilliseconds
    }

    static func chore(from row: any SQLRow) throws -> Chore {
        let start = try row.date("starts_at")
        let kind = try row.string("kind")
        let schedule: ChoreSchedule
        switch kind {
        case "once":
            schedule = .once(start: start, end: try row.date("ends_at"))
        case "recurring":
            let unitText = try row.string("interval_unit")
            guard let unit = ChoreInterval.Unit(rawValue: unitText) else {
                throw StoredValueError(column: "interval_unit", value: unitText)
            }
            schedule = .recurring(start: start, every: ChoreInterval(value: try row.int("interval_value"), unit: unit))
        default:
            throw StoredValueError(column: "kind", value: kind)
        }
        let modeText = try row.string("rotation_mode")
        guard let mode = ChoreRotation.Mode(rawValue: modeText) else { throw StoredValueError(column: "rotation_mode", value: modeText) }
        let members = try row.string("rotation_members").split(separator: ",").map { raw -> ID<User> in
            guard let id = ID<User>(String(raw)) else { throw StoredValueError(column: "rotation_members", value: String(raw)) }
            return id
        }
        return Chore(
            id: try row.id("id"), householdID: try row.id("household_id"), roomID: try row.id("room_id"), name: try row.string("name"),
            details: try row.string("details"), schedule: schedule, timeZoneIdentifier: try row.string("time_zone"),
            assigneeID: try row.optionalID("assignee_id"), rotation: ChoreRotation(mode: mode, members: members),
            completedAt: try row.optionalDate("completed_at"), createdBy: try row.id("created_by"),
            createdAt: try row.date("created_at"), updatedAt: try row.date("updated_at")
        )
    }
}
