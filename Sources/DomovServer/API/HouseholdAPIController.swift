import DomovCore
import Foundation
import Hummingbird

/// /api/v1: households, members and invitations.
struct HouseholdAPIController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get("households", use: list)
        router.post("households", use: create)
        router.get("households/:household", use: show)
        router.delete("households/:household", use: delete)
        router.get("households/:household/members", use: members)
        router.post("households/:household/invites", use: createInvite)
        router.post("invites/:token/accept", use: accept)
    }

    @Sendable func list(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let memberships = try await services.households.memberships(for: user)
        return try .json(memberships.map { HouseholdResource($0.household, role: $0.role, memberCount: $0.memberCount) })
    }

    @Sendable func create(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var request = request
        let body = try await request.decodeJSON(as: NameRequest.self, context: context)
        let household = try await services.households.create(name: body.name ?? "", by: user)
        return try .json(HouseholdResource(household, role: .owner, memberCount: 1), status: .created)
    }

    @Sendable func show(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let (household, role) = try await services.households.household(try householdID(context), for: try context.requireUser())
        return try .json(HouseholdResource(household, role: role))
    }

    /// Deleting removes everything in the household, so the API too asks for its name as confirmation.
    @Sendable func delete(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let confirmation = request.uri.queryParameters["confirmName"].map(String.init) ?? ""
        try await services.households.delete(try householdID(context), confirmingName: confirmation, by: try context.requireUser())
        return Response(status: .noContent)
    }

    @Sendable func members(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let members = try await services.households.members(of: try householdID(context), for: try context.requireUser())
        return try .json(members.map(MemberResource.init))
    }

    @Sendable func createInvite(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let (invite, token) = try await services.households.createInvite(for: try householdID(context), by: try context.requireUser())
        let url = services.absoluteURL(.invite(token: token.value), requestHost: request.head.authority)
        return try .json(
            InviteResource(id: invite.id.description, expiresAt: invite.expiresAt, token: token.value, url: url), status: .created)
    }

    @Sendable func accept(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let joined = try await services.households.accept(token: SecretToken(value: context.parameters.get("token") ?? ""), user: user)
        // Someone already in the household keeps their role, owner included.
        let (household, role) = try await services.households.household(joined.id, for: user)
        return try .json(HouseholdResource(household, role: role))
    }

    private func householdID(_ context: DomovRequestContext) throws -> ID<Household> {
        guard let id = ID<Household>(context.parameters.get("household") ?? "") else { throw DomainError.notFound }
        return id
    }
}
