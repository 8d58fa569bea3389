import Foundation

/// How one person wants to be told things. The inbox keeps every notice regardless; turning
/// `inApp` off only silences it there (no live event, no unread count).
public struct NotificationSettings: Sendable, Equatable {
    public var inApp: Bool
    public var push: Bool
    /// Email goes only to a verified address (`verifiedEmail`), and only while it is the account's.
    public var email: Bool
    /// The reminder a new planner item starts with, in minutes before; nil for none.
    public var defaultLeadMinutes: Int?
    public var quietHours: QuietHours?
    /// Set by following the link in a verification email; never by a form.
    public var verifiedEmail: String?

    public init(
        inApp: Bool = true, push: Bool = true, email: Bool = true, defaultLeadMinutes: Int? = nil,
        quietHours: QuietHours? = nil, verifiedEmail: String? = nil
    ) {
        self.inApp = inApp
        self.push = push
        self.email = email
        self.defaultLeadMinutes = defaultLeadMinutes
        self.quietHours = quietHours
        self.verifiedEmail = verifiedEmail
    }

    /// Whether mail may go to the account's current address.
    public func mayEmail(_ address: String) -> Bool {
        email && verifiedEmail?.lowercased() == address.lowercased()
    }

    /// The reminder leads a person may choose as their default (the planner form's presets).
    public static let leadChoices = [0, 5, 10, 15, 30, 60, 120, 1440]
}
