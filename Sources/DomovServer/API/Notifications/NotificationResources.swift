import DomovCore
import Foundation

/// A notice in the inbox, with its sentence in the caller's language and zone.
struct NoticeResource: Codable, Sendable {
    let id: String
    let title: String
    let message: String
    /// A path on this server.
    let link: String
    let dueAt: Date
    let eventAt: Date?
    let readAt: Date?
    let late: Bool

    init(_ notice: Notice, text: NoticeText) {
        id = notice.id.description
        title = notice.title
        message = text.message(notice)
        link = notice.link
        dueAt = notice.dueAt
        eventAt = notice.eventAt
        readAt = notice.readAt
        late = notice.wasLate
    }
}

struct QuietHoursResource: Codable, Sendable {
    /// "22:00" in the user's time zone.
    let start: String?
    let end: String?

    init(_ quiet: QuietHours) {
        start = QuietHours.clockText(quiet.startMinute)
        end = QuietHours.clockText(quiet.endMinute)
    }
}

struct NotificationSettingsResource: Codable, Sendable {
    let inApp: Bool
    let push: Bool
    let email: Bool
    let defaultReminderMinutes: Int?
    let quietHours: QuietHoursResource?
    /// The confirmed address email reminders go to; nil until the link in the email is followed.
    let verifiedEmail: String?

    init(_ settings: NotificationSettings) {
        inApp = settings.inApp
        push = settings.push
        email = settings.email
        defaultReminderMinutes = settings.defaultLeadMinutes
        quietHours = settings.quietHours.map(QuietHoursResource.init)
        verifiedEmail = settings.verifiedEmail
    }
}

/// PUT /notification-settings: every field optional, so a missing one keeps its value.
struct NotificationSettingsRequest: Decodable, Sendable {
    let inApp: Bool?
    let push: Bool?
    let email: Bool?
    /// Explicit null removes the default reminder; left out keeps it.
    let defaultReminderMinutes: Int??
    let quietHours: QuietHoursResource??

    enum CodingKeys: String, CodingKey { case inApp, push, email, defaultReminderMinutes, quietHours }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inApp = try container.decodeIfPresent(Bool.self, forKey: .inApp)
        push = try container.decodeIfPresent(Bool.self, forKey: .push)
        email = try container.decodeIfPresent(Bool.self, forKey: .email)
        defaultReminderMinutes =
            container.contains(.defaultReminderMinutes)
            ? .some(try container.decodeIfPresent(Int.self, forKey: .defaultReminderMinutes)) : nil
        quietHours =
            container.contains(.quietHours)
            ? .some(try container.decodeIfPresent(QuietHoursResource.self, forKey: .quietHours)) : nil
    }

    /// The request applied over the stored settings, as the settings form's input.
    func input(over stored: NotificationSettings) -> NotificationSettingsInput {
        let lead = defaultReminderMinutes ?? stored.defaultLeadMinutes
        let quiet: QuietHoursResource? = quietHours ?? stored.quietHours.map(QuietHoursResource.init)
        return NotificationSettingsInput(
            inApp: inApp ?? stored.inApp, push: push ?? stored.push, email: email ?? stored.email,
            defaultLead: lead.map(String.init) ?? "", quietStart: quiet?.start ?? "", quietEnd: quiet?.end ?? ""
        )
    }

    static let fieldNames = NotificationSettingsInput.FieldNames(
        lead: "defaultReminderMinutes", quietStart: "quietHours.start", quietEnd: "quietHours.end"
    )
}

struct PushDeviceResource: Codable, Sendable {
    let id: String
    let label: String
    let createdAt: Date
    let lastSuccessAt: Date?

    init(_ subscription: PushSubscription) {
        id = subscription.id.description
        label = subscription.label
        createdAt = subscription.createdAt
        lastSuccessAt = subscription.lastSuccessAt
    }
}
