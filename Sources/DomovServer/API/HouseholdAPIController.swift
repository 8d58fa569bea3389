import DomovCore
import Foundation
import Hummingbird

/// /api/v1: households, members and invitations.
struct HouseholdAPIController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        let household = router.group(context: HouseholdRequestContext.self)
        signedIn.get("households", use: list)
        signedIn.post("households", use: create)
        household.get("households/:household", use: show)
        household.delete("households/:household", use: delete)
        household.get("households/:household/members", use: members)
        household.post("households/:household/invites", use: createInvite)
        signedIn.post("invites/:token/accept", use: accept)
    }

    @Sendable func list(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let memberships = try await services.households.memberships(for: user)
        return try .json(memberships.map { HouseholdResource($0.household, role: $0.role, memberCount: $0.memberCount) })
    }

    @Sendable func create(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: NameRequest.self, context: context)
        let household = try await services.households.create(name: body.name ?? "", by: user)
        return try .json(HouseholdResource(household, role: .owner, memberCount: 1), status: .created)
    }

    @Sendable func show(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (household, role) = try await services.households.household(context.householdID, for: context.user)
        return try .json(HouseholdResource(household, role: role))
    }

    /// Deleting removes everything in the household, so the API too asks for its name as confirmation.
    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let confirmation = request.uri.queryParameters["confirmName"].map(String.init) ?? ""
        try await services.households.delete(context.householdID, confirmingName: confirmation, by: context.user)
        return Response(status: .noContent)
    }

    @Sendable func members(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let members = try await services.households.members(of: context.householdID, for: context.user)
        return try .json(members.map(MemberResource.init))
    }

    @Sendable func createInvite(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (invite, token) = try await services.households.createInvite(for: context.householdID, by: context.user)
        let url = services.absoluteURL(.invite(token: token.value), requestHost: request.head.authority)
        return try .json(
            InviteResource(id: invite.id.description, expiresAt: invite.expiresAt, token: token.value, url: url), status: .created)
    }

    @Sendable func accept(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let joined = try await services.households.accept(token: SecretToken(value: context.parameters.get("token") ?? ""), user: user)
        // Someone already in the household keeps their role, owner included.
        let (household, role) = try await services.households.household(joined.id, for: user)
        return try .json(HouseholdResource(household, role: role))
    }
}
