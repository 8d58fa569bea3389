import Foundation

/// Syncs one external account both ways: finds its calendars (making a personal Domov calendar
/// for each new one), then for each calendar compares both sides with the last sync's state
/// (`ExternalSyncPlan`) and carries out the steps. Domov's side is written through the planner
/// as its owner, exactly as a calendar app's PUT over Domov's own CalDAV server is, so
/// recurrence, alarms and categories come through the same way.
///
/// Safe to stop at any point: every step saves its state as soon as both sides agree, and the
/// next sync redoes what was cut short. At worst an object written to the server just before a
/// crash comes back as a conflict copy; nothing is lost.
public struct ExternalCalendarSync {
    public let repository: any ExternalCalendarRepository
    public let planner: PlannerService
    public let remote: any ExternalCalendarRemote
    /// The app password, or a fresh OAuth access token.
    public let authorizer: ExternalCalendarAuthorizer
    /// Writes Domov's items as iCalendar, names categories in the owner's language; `Date` is the DTSTAMP.
    public let writer: (Date) -> PlannerCalendarWriter
    /// Reads a CATEGORIES name in any language as a built-in category.
    public let builtinCategory: @Sendable (String) -> BuiltinCategory?
    /// Marks a conflict copy's title, e.g. " (Domov copy)".
    public let copySuffix: String

    public init(
        repository: any ExternalCalendarRepository, planner: PlannerService, remote: any ExternalCalendarRemote,
        authorizer: ExternalCalendarAuthorizer,
        writer: @escaping (Date) -> PlannerCalendarWriter, builtinCategory: @escaping @Sendable (String) -> BuiltinCategory?,
        copySuffix: String
    ) {
        self.repository = repository
        self.planner = planner
        self.remote = remote
        self.authorizer = authorizer
        self.writer = writer
        self.builtinCategory = builtinCategory
        self.copySuffix = copySuffix
    }

    /// Syncs every calendar of the account and saves the account's outcome and next sync time.
    /// An OAuth account whose access token the server refuses gets a fresh one and one more try:
    /// the token may have been revoked, or expired early, since it was cached.
    @discardableResult
    public func sync(_ account: ExternalCalendarAccount, owner: User) async throws -> ExternalCalendarAccount {
        var account = account
        let now = planner.clock.now()
        do {
            do {
                try await syncCalendars(&account, owner: owner, forceRefresh: false)
            } catch ExternalCalendarProblem.unauthorized where account.authentication != .password {
                try await syncCalendars(&account, owner: owner, forceRefresh: true)
            }
            account.problem = nil
            account.lastSyncAt = now
            account.nextSyncAt = now.addingTimeInterval(ExternalCalendarAccount.syncInterval)
        } catch let problem as ExternalCalendarProblem {
            account.problem = problem
            let wait = problem == .reconnect ? ExternalCalendarAccount.reconnectRetryInterval : ExternalCalendarAccount.retryInterval
            account.nextSyncAt = now.addingTimeInterval(wait)
        }
        try await repository.updateAccount(account)
        return account
    }

    private func syncCalendars(_ account: inout ExternalCalendarAccount, owner: User, forceRefresh: Bool) async throws {
        let credentials = try await authorizer.credentials(&account, forceRefresh: forceRefresh)
        let found = try await remote.calendars(credentials)
        var calendars = try await repository.calendars(accountID: account.id)
        for remoteCalendar in found where !calendars.contains(where: { $0.url == remoteCalendar.url }) {
            calendars.append(try await link(remoteCalendar, of: account, owner: owner))
        }
        for calendar in calendars where calendar.plannerCalendarID != nil {
            guard found.contains(where: { $0.url == calendar.url }) else { continue }
            try await sync(calendar, in: account, credentials, owner: owner)
        }
    }

    /// A personal Domov calendar for a calendar found on the server. When the owner has as many
    /// calendars as Domov allows, the server's calendar is remembered as not synced.
    private func link(_ remoteCalendar: RemoteCalendar, of account: ExternalCalendarAccount, owner: User) async throws -> ExternalCalendar {
        let name = remoteCalendar.name.trimmingCharacters(in: .whitespacesAndNewlines)
        let input = PlannerCalendarInput(
            name: name.isEmpty ? account.username : String(name.prefix(PlannerCalendar.nameMaximumLength)),
            color: remoteCalendar.color.flatMap { try? PlannerCategory.validColor($0) } ?? "",
            // Sync carries planner items only, so the calendar takes no journal entries from
            // apps that would never reach the server.
            components: remoteCalendar.components.subtracting([.journal])
        )
        let plannerCalendar = try? await planner.createCalendar(input, in: account.householdID, by: owner)
        let calendar = ExternalCalendar(
            id: planner.ids(), accountID: account.id, url: remoteCalendar.url, plannerCalendarID: plannerCalendar?.id, name: input.name
        )
        try await repository.createCalendar(calendar)
        return calendar
    }

    /// One calendar, both ways. Conflict copies made on the way are written to the server by a
    /// second round, so one sync leaves both sides alike.
    func sync(_ calendar: ExternalCalendar, in account: ExternalCalendarAccount, _ credentials: ExternalCredentials, owner: User)
        async throws
    {
        guard let plannerCalendarID = calendar.plannerCalendarID else { return }
        var calendar = calendar
        // Read before the listing: a change made on the server meanwhile gives the next sync a
        // version it has not seen, so it is never skipped.
        let version = try await remote.version(ofCollection: calendar.url, credentials)
        var round = ExternalCalendarRound(
            sync: self, calendarID: calendar.id, collectionURL: calendar.url, plannerCalendarID: plannerCalendarID,
            householdID: account.householdID, credentials: credentials, owner: owner
        )
        try await round.run(serverUnchanged: version != nil && version == calendar.remoteVersion)
        if round.madeCopies {
            try await round.run(serverUnchanged: false)
        }
        calendar.remoteVersion = version
        calendar.skippedCount = try await repository.objectStates(calendarID: calendar.id).filter { $0.localFingerprint == nil }.count
        try await repository.updateCalendar(calendar)
    }
}
