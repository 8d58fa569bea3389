import DomovCore
import Foundation
import SQLKit

public struct SQLMeetingInvitationRepository: MeetingInvitationRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    /// Part of the planner's write: a newer invitation to the same person about the same item
    /// replaces one not yet sent, so a meeting edited twice in a minute sends its latest state.
    static func enqueue(_ invitations: [MeetingInvitation], _ db: any SQLDatabase) async throws {
        for invitation in invitations {
            try await db.delete(from: "meeting_invitations")
                .where("item_id", .equal, invitation.itemID.description)
                .where("recipient", .equal, invitation.recipient)
                .where("status", .equal, DeliveryStatus.pending.rawValue)
                .where("attempts", .equal, 0)
                .run()
            try await db.insert(into: "meeting_invitations").columns(
                "id", "household_id", "item_id", "organizer_id", "method", "recipient", "recipient_name", "title", "starts_at",
                "is_all_day", "time_zone", "location", "ics", "status", "attempts", "next_attempt_at", "lease_until", "last_error",
                "created_at", "sent_at"
            ).values(
                SQLBind(invitation.id.description), SQLBind(invitation.householdID.description), SQLBind(invitation.itemID.description),
                SQLBind(invitation.organizerID.description), SQLBind(invitation.method.rawValue), SQLBind(invitation.recipient),
                SQLBind(invitation.recipientName), SQLBind(invitation.title), SQLBind(invitation.startsAt?.storedMilliseconds),
                SQLBind(invitation.isAllDay ? 1 : 0), SQLBind(invitation.timeZoneIdentifier), SQLBind(invitation.location),
                SQLBind(invitation.ics), SQLBind(invitation.status.rawValue), SQLBind(invitation.attempts),
                SQLBind(invitation.nextAttemptAt.storedMilliseconds), SQLLiteral.null, SQLBind(invitation.lastError),
                SQLBind(invitation.createdAt.storedMilliseconds), SQLBind(invitation.sentAt?.storedMilliseconds)
            ).run()
        }
    }

    var outbox: SQLOutbox<MeetingInvitation> {
        SQLOutbox(database: database, table: "meeting_invitations", order: "created_at, id", message: Self.invitation(from:))
    }

    public func claimDue(now: Date, limit: Int, lease: TimeInterval) async throws -> [MeetingInvitation] {
        try await outbox.claimDue(now: now, limit: limit, lease: lease)
    }

    public func markSent(_ id: ID<MeetingInvitation>, attempts: Int, at date: Date) async throws {
        try await outbox.markSent(id, attempts: attempts, at: date)
    }

    public func reschedule(_ id: ID<MeetingInvitation>, attempts: Int, nextAttemptAt: Date, error: String?) async throws {
        try await outbox.reschedule(id, attempts: attempts, nextAttemptAt: nextAttemptAt, error: error)
    }

    public func markFailed(_ id: ID<MeetingInvitation>, attempts: Int, error: String, at date: Date) async throws {
        try await outbox.markFailed(id, attempts: attempts, error: error, at: date)
    }

    public func invitations(itemID: ID<PlannerItem>) async throws -> [MeetingInvitation] {
        try await database.withConnection { db in
            try await db.select().column("*").from("meeting_invitations").where("item_id", .equal, itemID.description)
                .orderBy("created_at", .descending).orderBy("id").all().map(Self.invitation(from:))
        }
    }

    static func invitation(from row: any SQLRow) throws -> MeetingInvitation {
        let method = try row.string("method")
        guard let methodValue = MeetingInvitation.Method(rawValue: method) else { throw StoredValueError(column: "method", value: method) }
        return MeetingInvitation(
            id: try row.id("id"), householdID: try row.id("household_id"), itemID: try row.id("item_id"),
            organizerID: try row.id("organizer_id"), method: methodValue, recipient: try row.string("recipient"),
            recipientName: try row.string("recipient_name"), title: try row.string("title"), startsAt: try row.optionalDate("starts_at"),
            isAllDay: try row.bool("is_all_day"), timeZoneIdentifier: try row.string("time_zone"), location: try row.string("location"),
            ics: try row.string("ics"), outbox: try OutboxState(outboxColumnsOf: row)
        )
    }
}
