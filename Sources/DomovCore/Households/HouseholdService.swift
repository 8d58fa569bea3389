import Foundation

/// The household use cases, with their permission rules.
public struct HouseholdService: Sendable {
    public let households: any HouseholdRepository
    public let accounts: any AccountRepository
    public let clock: WallClock
    public let ids: IDGenerator

    public init(households: any HouseholdRepository, accounts: any AccountRepository, clock: WallClock, ids: IDGenerator) {
        self.households = households
        self.accounts = accounts
        self.clock = clock
        self.ids = ids
    }

    public func create(name rawName: String, by user: User) async throws -> Household {
        let name = try ValidationFailure.checking { try Household.validName(rawName) }
        return try await households.create(id: ids(), name: name, ownerID: user.id, createdAt: clock.now())
    }

    /// The household if the user belongs to it; `notFound` for everyone else.
    public func household(_ id: ID<Household>, for user: User) async throws -> (Household, HouseholdRole) {
        guard let found = try await households.household(id: id, visibleTo: user.id) else { throw DomainError.notFound }
        return found
    }

    /// The households the user belongs to, with their role in each.
    public func memberships(for user: User) async throws -> [HouseholdMembership] {
        try await households.memberships(userID: user.id)
    }

    /// Whether the user belongs to the household (an invitation's page says so).
    public func isMember(of id: ID<Household>, _ user: User) async throws -> Bool {
        try await households.household(id: id, visibleTo: user.id) != nil
    }

    public func members(of id: ID<Household>, for user: User) async throws -> [Member] {
        _ = try await household(id, for: user)
        return try await households.members(householdID: id)
    }

    public func rename(_ id: ID<Household>, to rawName: String, by user: User) async throws {
        try await requireOwner(id, user)
        let name = try ValidationFailure.checking { try Household.validName(rawName) }
        try await households.rename(id: id, to: name)
    }

    public func switchTo(_ id: ID<Household>, user: User) async throws {
        _ = try await household(id, for: user)
        try await accounts.setCurrentHousehold(userID: user.id, householdID: id)
    }

    /// The last member leaving deletes the household with everything in it, so that needs its
    /// name typed again, as deleting does (`leave_confirm_name`: the page has both forms).
    public func leave(_ id: ID<Household>, confirmingName: String? = nil, user: User) async throws {
        let (household, _) = try await household(id, for: user)
        let isLastMember = try await households.members(householdID: id).allSatisfy { $0.userID == user.id }
        if isLastMember, confirmingName?.trimmingCharacters(in: .whitespacesAndNewlines) != household.name {
            throw ValidationFailure("leave_confirm_name", .confirmationMismatch)
        }
        try await households.removeMember(householdID: id, userID: user.id)
    }

    public func removeMember(_ memberID: ID<User>, from id: ID<Household>, by user: User) async throws {
        try await requireOwner(id, user)
        guard try await households.members(householdID: id).contains(where: { $0.userID == memberID }) else {
            throw DomainError.notFound
        }
        try await households.removeMember(householdID: id, userID: memberID)
    }

    /// Deleting needs the household's exact name typed again, because it removes everything in it.
    public func delete(_ id: ID<Household>, confirmingName: String, by user: User) async throws {
        let (household, _) = try await requireOwner(id, user)
        guard confirmingName.trimmingCharacters(in: .whitespacesAndNewlines) == household.name else {
            throw ValidationFailure("confirm_name", .confirmationMismatch)
        }
        try await households.delete(id: id)
    }

    public func createInvite(for id: ID<Household>, by user: User) async throws -> (Invite, SecretToken) {
        try await requireOwner(id, user)
        let now = clock.now()
        let invite = Invite(
            id: ids(), householdID: id, createdBy: user.id, createdAt: now, expiresAt: now.addingTimeInterval(Invite.lifetime))
        let token = SecretToken.generate()
        try await households.createInvite(invite, token: token)
        return (invite, token)
    }

    public func invites(for id: ID<Household>, by user: User) async throws -> [Invite] {
        try await requireOwner(id, user)
        return try await households.invites(householdID: id, now: clock.now())
    }

    public func revokeInvite(_ inviteID: ID<Invite>, of id: ID<Household>, by user: User) async throws {
        try await requireOwner(id, user)
        guard try await households.revokeInvite(id: inviteID, householdID: id) else { throw DomainError.notFound }
    }

    /// What an invitation link leads to, while it is valid.
    public func pendingInvite(token: SecretToken) async throws -> (Invite, Household) {
        guard let (invite, household) = try await households.invite(token: token) else { throw DomainError.notFound }
        guard invite.isValid(at: clock.now()) else { throw DomainError.inviteExpired }
        return (invite, household)
    }

    public func accept(token: SecretToken, user: User) async throws -> Household {
        let (_, household) = try await pendingInvite(token: token)
        try await households.addMember(householdID: household.id, userID: user.id, role: .member, joinedAt: clock.now())
        return household
    }

    @discardableResult
    private func requireOwner(_ id: ID<Household>, _ user: User) async throws -> (Household, HouseholdRole) {
        let found = try await household(id, for: user)
        guard found.1 == .owner else { throw DomainError.forbidden }
        return found
    }
}
