import Foundation

/// The name-day use cases: who celebrates when, in the calendars a person follows, and their
/// yearly reminders. Reminders are personal: nobody else sees or changes them (`notFound`).
public struct NameDayService: Sendable {
    public let catalog: NameDayCatalog
    public let repository: any NameDayRepository
    public let clock: WallClock
    public let ids: IDGenerator
    /// The path a reminder's notice opens (the server knows its URLs; Core does not).
    public let link: @Sendable (NameDayReminder) -> String

    public init(
        catalog: NameDayCatalog = .shipped, repository: any NameDayRepository, clock: WallClock, ids: IDGenerator,
        link: @escaping @Sendable (NameDayReminder) -> String
    ) {
        self.catalog = catalog
        self.repository = repository
        self.clock = clock
        self.ids = ids
        self.link = link
    }

    // MARK: Calendars

    /// The calendars the person follows: their choice, or the Czech calendar until they make one.
    public func followedCalendars(for user: User) async throws -> [NameDayCalendarID] {
        try await repository.calendars(userID: user.id) ?? NameDayCalendarID.defaultSelection
    }

    /// Saves the choice (at least one calendar). Reminders whose name has a day in the new
    /// choice follow it; those whose name would have none keep their days rather than go quiet.
    public func setCalendars(_ calendars: [NameDayCalendarID], for user: User) async throws {
        guard !calendars.isEmpty else { throw ValidationFailure("calendars", .required) }
        let chosen = Array(Set(calendars)).sorted()
        let now = clock.now()
        try await repository.setCalendars(chosen, userID: user.id, at: now)
        for var reminder in try await repository.reminders(userID: user.id) where reminder.calendars != chosen {
            guard !catalog.days(ofName: reminder.name, in: chosen).isEmpty else { continue }
            reminder.calendars = chosen
            reminder.updatedAt = now
            try await repository.update(reminder, notices: plan(reminder, now: now))
        }
    }

    // MARK: Subscription address

    public func hasFeed(for user: User) async throws -> Bool {
        try await repository.hasFeed(userID: user.id)
    }

    /// A new subscription address's token; the old address stops working.
    public func newFeed(for user: User) async throws -> SecretToken {
        let token = SecretToken.generate(prefix: CalendarFeed.tokenPrefix)
        try await repository.setFeedToken(token, userID: user.id, at: clock.now())
        return token
    }

    public func revokeFeed(for user: User) async throws {
        try await repository.setFeedToken(nil, userID: user.id, at: clock.now())
    }

    /// Whose subscription address the token is, if anyone's.
    public func feedOwnerID(token: SecretToken) async throws -> ID<User>? {
        try await repository.userID(feedToken: token)
    }

    // MARK: Reading the calendars

    /// Yesterday, today and tomorrow in the person's zone: the day turns at their midnight.
    public func around(for user: User) async throws -> NameDayWeek {
        let followed = try await followedCalendars(for: user)
        let today = LocalDateTime(instant: clock.now(), in: user.preferences.timeZone).date
        let days = (-1...1).map { offset in
            let date = today.adding(days: offset)
            return NameDayWeek.Day(date: date, entries: catalog.entries(on: date, in: followed))
        }
        return NameDayWeek(today: today, calendars: followed, days: days)
    }

    /// The days of a typed name or nickname in the followed calendars, with suggestions.
    /// An empty query is a field error, not an empty result.
    public func search(_ query: String, for user: User) async throws -> NameDaySearchResult {
        guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw ValidationFailure("q", .required) }
        return catalog.search(query, in: try await followedCalendars(for: user))
    }

    /// Suggestions while typing; nothing for an empty query.
    public func suggestions(_ query: String, for user: User, limit: Int = 10) async throws -> [NameDaySuggestion] {
        let key = TextRules.searchKey(query.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !key.isEmpty else { return [] }
        return catalog.suggestions(for: key, in: try await followedCalendars(for: user), limit: limit)
    }

    // MARK: Reminders

    public func reminders(for user: User) async throws -> [NameDayReminder] {
        try await repository.reminders(userID: user.id)
    }

    public func reminder(_ id: ID<NameDayReminder>, for user: User) async throws -> NameDayReminder {
        guard let reminder = try await repository.reminder(id: id), reminder.userID == user.id else { throw DomainError.notFound }
        return reminder
    }

    /// Saves a reminder in the person's zone and plans its first notice in the same transaction.
    public func create(_ input: NameDayReminderInput, by user: User) async throws -> NameDayReminder {
        let followed = try await followedCalendars(for: user)
        let draft = try input.validated(catalog: catalog, calendars: followed)
        let now = clock.now()
        let reminder = NameDayReminder(
            id: ids(), userID: user.id, name: draft.name, personName: draft.personName, minuteOfDay: draft.minuteOfDay,
            timeZoneIdentifier: user.preferences.timeZoneIdentifier, calendars: followed, createdAt: now, updatedAt: now
        )
        try await refuseDuplicate(of: reminder)
        try await repository.insert(reminder, notices: plan(reminder, now: now))
        return reminder
    }

    @discardableResult
    public func update(_ id: ID<NameDayReminder>, with input: NameDayReminderInput, by user: User) async throws -> NameDayReminder {
        var reminder = try await reminder(id, for: user)
        let followed = try await followedCalendars(for: user)
        let draft = try input.validated(catalog: catalog, calendars: followed)
        let now = clock.now()
        reminder.name = draft.name
        reminder.personName = draft.personName
        reminder.minuteOfDay = draft.minuteOfDay
        reminder.timeZoneIdentifier = user.preferences.timeZoneIdentifier
        reminder.calendars = followed
        reminder.updatedAt = now
        try await refuseDuplicate(of: reminder)
        try await repository.update(reminder, notices: plan(reminder, now: now))
        return reminder
    }

    /// A second reminder for the same name and person is refused with the one that exists, so
    /// the form can say whose it is ("Jana already has a reminder for Jan"). The database's
    /// unique index still refuses one that slips in between (with the typed spelling).
    private func refuseDuplicate(of reminder: NameDayReminder) async throws {
        let key = reminder.uniquenessKey
        let existing = try await repository.reminders(userID: reminder.userID).first {
            $0.id != reminder.id && $0.uniquenessKey == key
        }
        if let existing {
            throw ValidationFailure("name", .nameDayReminderExists(person: existing.personName, name: existing.name))
        }
    }

    public func delete(_ id: ID<NameDayReminder>, by user: User) async throws {
        guard try await repository.delete(id: id, userID: user.id) else { throw DomainError.notFound }
    }

    /// The saved reminders whose name day falls in the next `days` days (today included), soonest first.
    public func upcoming(for user: User, days: Int = 30) async throws -> [NameDayUpcoming] {
        let today = LocalDateTime(instant: clock.now(), in: user.preferences.timeZone).date
        return try await reminders(for: user).compactMap { reminder -> NameDayUpcoming? in
            let nameDays = catalog.days(ofName: reminder.name, in: reminder.calendars)
            let dates = (today.year...(today.year + 1)).flatMap { year in nameDays.map { $0.date(in: year) } }
            guard let date = dates.filter({ $0 >= today }).min(), date.dayNumber - today.dayNumber < days else { return nil }
            return NameDayUpcoming(reminder: reminder, date: date, daysAway: date.dayNumber - today.dayNumber)
        }.sorted { ($0.date, $0.reminder.title) < ($1.date, $1.reminder.title) }
    }

    /// Plans the name-day sources' next notices, due after `now`: what the dispatcher calls once
    /// one went out (the next year's), and a cancel when the reminder is gone. Other modules'
    /// sources are left out.
    public func nextReminders(for sources: Set<NotificationSource>, after now: Date) async throws -> [NotificationSource: [Notice]] {
        let reminderIDs = sources.compactMap { $0.module == NotificationSource.nameDayModule ? ID<NameDayReminder>($0.id) : nil }
        guard !reminderIDs.isEmpty else { return [:] }
        // A reminder that is gone keeps an empty plan, which cancels what it had pending.
        var plans = Dictionary(uniqueKeysWithValues: reminderIDs.map { (NotificationSource.nameDay($0), [Notice]()) })
        for reminder in try await repository.reminders(ids: reminderIDs) {
            plans[.nameDay(reminder.id)] = plan(reminder, now: now)
        }
        return plans
    }

    func plan(_ reminder: NameDayReminder, now: Date) -> [Notice] {
        NameDayReminderPlan.notices(for: reminder, catalog: catalog, after: now, link: link(reminder), ids: ids)
    }
}

/// Yesterday, today and tomorrow, as the home page shows them.
public struct NameDayWeek: Sendable {
    public struct Day: Sendable {
        public let date: LocalDate
        public let entries: [(calendar: NameDayCalendarID, entry: NameDayEntry)]
    }

    public let today: LocalDate
    public let calendars: [NameDayCalendarID]
    /// Yesterday, today, tomorrow.
    public let days: [Day]
}

/// A saved reminder's next name day within the window.
public struct NameDayUpcoming: Sendable, Equatable {
    public let reminder: NameDayReminder
    public let date: LocalDate
    public let daysAway: Int
}
