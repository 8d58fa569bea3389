import Foundation

/// Where name-day reminders and each person's choice of calendars live. Every method is one
/// transaction; a reminder and its planned notice are written together.
public protocol NameDayRepository: Sendable {
    /// The calendars the person follows; nil when they never chose.
    func calendars(userID: ID<User>) async throws -> [NameDayCalendarID]?
    func setCalendars(_ calendars: [NameDayCalendarID], userID: ID<User>, at date: Date) async throws

    /// Whether the person has a subscribable feed of their saved people's name days.
    func hasFeed(userID: ID<User>) async throws -> Bool
    /// Gives the person a new feed address (the old one stops working), or none for nil.
    /// Only the token's digest is stored.
    func setFeedToken(_ token: SecretToken?, userID: ID<User>, at date: Date) async throws
    /// Whose feed this token opens, if anyone's.
    func userID(feedToken: SecretToken) async throws -> ID<User>?

    /// The person's reminders, by name then person.
    func reminders(userID: ID<User>) async throws -> [NameDayReminder]
    /// A page of the person's reminders in the same order, after `after`: a feed reads them so
    /// (issue 23), never all at once.
    func reminders(userID: ID<User>, after: NameDayReminder?, limit: Int) async throws -> [NameDayReminder]
    /// The reminder wherever it is: for the dispatcher, which acts without a viewer.
    func reminder(id: ID<NameDayReminder>) async throws -> NameDayReminder?
    /// The reminders with these ids, in no particular order; missing ones are left out.
    func reminders(ids: [ID<NameDayReminder>]) async throws -> [NameDayReminder]
    /// Saves a new reminder and replaces its pending notices. Throws
    /// `ValidationFailure(.nameTaken)` when the person has one for the same name and person.
    func insert(_ reminder: NameDayReminder, notices: [Notice]) async throws
    /// Same, for an edit; the same conflict applies.
    func update(_ reminder: NameDayReminder, notices: [Notice]) async throws
    /// Deletes it and cancels its pending notices; false if the person has no such reminder.
    func delete(id: ID<NameDayReminder>, userID: ID<User>) async throws -> Bool
}
