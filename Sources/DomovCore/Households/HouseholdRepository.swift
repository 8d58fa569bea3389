import Foundation

/// Where households, their members and invitations live. Every method is one transaction.
/// Methods that take a `userID` check membership themselves and answer nil or `notFound`
/// for outsiders, so no caller can forget the check.
public protocol HouseholdRepository: Sendable {
    /// Creates the household with its creator as owner and makes it their current one.
    /// Throws `ValidationFailure(.nameTaken)` when the creator already has one of that name.
    func create(id: ID<Household>, name: String, ownerID: ID<User>, createdAt: Date) async throws -> Household
    func memberships(userID: ID<User>) async throws -> [HouseholdMembership]
    /// The household and the caller's role in it, or nil when the caller is not a member.
    func household(id: ID<Household>, visibleTo userID: ID<User>) async throws -> (Household, HouseholdRole)?
    func members(householdID: ID<Household>) async throws -> [Member]
    func rename(id: ID<Household>, to name: String) async throws
    /// Removes a member. The last owner leaving hands ownership to the longest-standing member;
    /// the last member leaving deletes the household. Members whose current household this was
    /// are left with none.
    func removeMember(householdID: ID<Household>, userID: ID<User>) async throws
    /// Deletes the household and everything in it.
    func delete(id: ID<Household>) async throws

    func createInvite(_ invite: Invite, token: SecretToken) async throws
    func invites(householdID: ID<Household>, now: Date) async throws -> [Invite]
    func revokeInvite(id: ID<Invite>, householdID: ID<Household>) async throws -> Bool
    /// The invite behind a token and its household, if the token is known.
    func invite(token: SecretToken) async throws -> (Invite, Household)?
    /// Adds the user as a member (idempotent) and makes the household their current one.
    func addMember(householdID: ID<Household>, userID: ID<User>, role: HouseholdRole, joinedAt: Date) async throws
}

extension HouseholdRepository {
    /// The user's role in the household. A household the user is not a member of answers
    /// `DomainError.notFound`, as if it did not exist: what every use case checks first.
    @discardableResult
    func requireMember(_ householdID: ID<Household>, _ user: User) async throws -> HouseholdRole {
        guard let (_, role) = try await household(id: householdID, visibleTo: user.id) else { throw DomainError.notFound }
        return role
    }
}
