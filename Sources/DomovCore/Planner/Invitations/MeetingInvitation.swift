import Foundation

/// An iTIP message (RFC 5546) by email to someone invited to a meeting by address: a REQUEST
/// when they are invited or the meeting changes, a CANCEL when it is called off or they are
/// taken off the list. It is planned in the same transaction as the change it announces, so
/// no change goes unannounced, and it is sent with retries like a reminder's email.
public struct MeetingInvitation: OutboxMessage, Equatable {
    public enum Method: String, Sendable, Codable, CaseIterable {
        case request = "REQUEST"
        case cancel = "CANCEL"
    }

    public let id: ID<MeetingInvitation>
    public let householdID: ID<Household>
    /// The item whose change this announces (a series, or one edited occurrence of it).
    public let itemID: ID<PlannerItem>
    /// The item's author, who the invitation is from.
    public let organizerID: ID<User>
    public let method: Method
    public let recipient: String
    public let recipientName: String
    /// What the email's words say; the attachment says it to calendar apps.
    public let title: String
    public let startsAt: Date?
    public let isAllDay: Bool
    public let timeZoneIdentifier: String
    public let location: String
    /// The complete VCALENDAR with METHOD, as attached.
    public let ics: String
    public var outbox: OutboxState

    public init(
        id: ID<MeetingInvitation>, householdID: ID<Household>, itemID: ID<PlannerItem>, organizerID: ID<User>, method: Method,
        recipient: String, recipientName: String, title: String, startsAt: Date?, isAllDay: Bool, timeZoneIdentifier: String,
        location: String, ics: String, outbox: OutboxState
    ) {
        self.id = id
        self.householdID = householdID
        self.itemID = itemID
        self.organizerID = organizerID
        self.method = method
        self.recipient = recipient
        self.recipientName = recipientName
        self.title = title
        self.startsAt = startsAt
        self.isAllDay = isAllDay
        self.timeZoneIdentifier = timeZoneIdentifier
        self.location = location
        self.ics = ics
        self.outbox = outbox
    }
}
