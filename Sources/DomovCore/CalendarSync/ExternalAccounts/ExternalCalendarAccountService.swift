import Foundation

/// External accounts' use cases: each is its owner's alone, so anyone else gets `notFound`,
/// members of its household included.
public struct ExternalCalendarAccountService: Sendable {
    public let accounts: any ExternalCalendarRepository
    public let households: any HouseholdRepository
    public let remote: any ExternalCalendarRemote
    public let sealer: any CredentialSealing
    public let clock: WallClock
    public let ids: IDGenerator

    public init(
        accounts: any ExternalCalendarRepository, households: any HouseholdRepository, remote: any ExternalCalendarRemote,
        sealer: any CredentialSealing, clock: WallClock, ids: IDGenerator
    ) {
        self.accounts = accounts
        self.households = households
        self.remote = remote
        self.sealer = sealer
        self.clock = clock
        self.ids = ids
    }

    /// The user's accounts in the household, with their calendars.
    public func accounts(in householdID: ID<Household>, for user: User) async throws -> [(
        account: ExternalCalendarAccount, calendars: [ExternalCalendar]
    )] {
        try await households.requireMember(householdID, user)
        var result: [(account: ExternalCalendarAccount, calendars: [ExternalCalendar])] = []
        for account in try await accounts.accounts(ownerID: user.id, householdID: householdID) {
            result.append((account, try await accounts.calendars(accountID: account.id)))
        }
        return result
    }

    public func account(_ id: ID<ExternalCalendarAccount>, in householdID: ID<Household>, for user: User) async throws
        -> ExternalCalendarAccount
    {
        try await households.requireMember(householdID, user)
        guard let account = try await accounts.account(id: id), account.ownerID == user.id, account.householdID == householdID else {
            throw DomainError.notFound
        }
        return account
    }

    /// Adds an account after checking that the server accepts it and has calendars, so a wrong
    /// address or password is reported on its field at once. The caller syncs it at once, so the
    /// periodic sync is due only after an interval (not beside that first sync).
    public func add(url: String, username: String, password: String, in householdID: ID<Household>, by user: User) async throws
        -> ExternalCalendarAccount
    {
        try await households.requireMember(householdID, user)
        let valid = try ExternalCalendarAccount.validated(url: url, username: username, password: password)
        if try await accounts.accounts(ownerID: user.id, householdID: nil).count >= ExternalCalendarAccount.maximumPerUser {
            throw ValidationFailure("url", .tooMany(maximum: ExternalCalendarAccount.maximumPerUser))
        }
        let credentials = ExternalCredentials(url: valid.url, username: valid.username, password: password)
        do {
            if try await remote.calendars(credentials).isEmpty { throw ExternalCalendarProblem.notCalDAV }
        } catch let problem as ExternalCalendarProblem {
            throw ValidationFailure(problem.field, .calendarServer(problem))
        }
        let now = clock.now()
        let account = ExternalCalendarAccount(
            id: ids(), householdID: householdID, ownerID: user.id, serverURL: valid.url, username: valid.username,
            sealedPassword: try sealer.seal(password), nextSyncAt: now.addingTimeInterval(ExternalCalendarAccount.syncInterval),
            createdAt: now
        )
        try await accounts.createAccount(account)
        return account
    }

    /// Adds an account the user connected through an OAuth provider, after checking that the
    /// server takes the access token and has calendars. Connecting the same provider account
    /// again (to mend one that needs reconnecting) replaces its refresh token instead of adding
    /// a second account. Throws `ExternalCalendarProblem` when the server refuses, and
    /// `ValidationFailure` when the user has as many accounts as allowed.
    public func connect(
        provider: String, username: String, url: String, accessToken: OAuthAccessToken, refreshToken: String,
        in householdID: ID<Household>, by user: User
    ) async throws -> ExternalCalendarAccount {
        try await households.requireMember(householdID, user)
        let authentication = ExternalAccountAuthentication.oauth(provider: provider)
        let mine = try await accounts.accounts(ownerID: user.id, householdID: nil)
        let existing = mine.first { $0.authentication == authentication && $0.username == username && $0.householdID == householdID }
        if existing == nil, mine.count >= ExternalCalendarAccount.maximumPerUser {
            throw ValidationFailure("url", .tooMany(maximum: ExternalCalendarAccount.maximumPerUser))
        }
        let credentials = ExternalCredentials(url: url, username: username, bearerToken: accessToken.value)
        if try await remote.calendars(credentials).isEmpty { throw ExternalCalendarProblem.notCalDAV }
        let now = clock.now()
        if var account = existing {
            account.sealedPassword = try sealer.seal(refreshToken)
            account.serverURL = url
            account.problem = nil
            account.nextSyncAt = now.addingTimeInterval(ExternalCalendarAccount.syncInterval)
            try await accounts.updateAccount(account)
            return account
        }
        let account = ExternalCalendarAccount(
            id: ids(), householdID: householdID, ownerID: user.id, serverURL: url, username: username,
            sealedPassword: try sealer.seal(refreshToken), authentication: authentication,
            nextSyncAt: now.addingTimeInterval(ExternalCalendarAccount.syncInterval), createdAt: now
        )
        try await accounts.createAccount(account)
        return account
    }

    /// Stops syncing and forgets the password. The Domov calendars it filled stay, as ordinary
    /// personal calendars: nothing synced is lost.
    public func remove(_ id: ID<ExternalCalendarAccount>, in householdID: ID<Household>, by user: User) async throws {
        _ = try await account(id, in: householdID, for: user)
        guard try await accounts.deleteAccount(id: id) else { throw DomainError.notFound }
    }

    /// Takes up to `limit` accounts due for a sync now, leased for `lease` seconds, for the
    /// background job (`ExternalCalendarRepository.claimDueAccounts`).
    public func claimDue(limit: Int, lease: TimeInterval) async throws -> [ExternalCalendarAccount] {
        let now = clock.now()
        return try await accounts.claimDueAccounts(at: now, leaseUntil: now.addingTimeInterval(lease), limit: limit)
    }
}
