import DomovCore
import Foundation
import Hummingbird

/// Households in the browser: list, create, members, invitations, switching, leaving, deleting.
struct HouseholdController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        let household = router.group(context: HouseholdRequestContext.self)
        signedIn.get(SiteURL.Route.households, use: list)
        signedIn.post(SiteURL.Route.households, use: create)
        household.get(SiteURL.Route.household, use: show)
        household.post(SiteURL.Route.householdInvites, use: createInvite)
        household.post(SiteURL.Route.householdInviteRevoke, use: revokeInvite)
        household.post(SiteURL.Route.householdSwitch, use: switchTo)
        household.post(SiteURL.Route.householdLeave, use: leave)
        household.post(SiteURL.Route.householdRename, use: rename)
        household.post(SiteURL.Route.householdMemberRemove, use: removeMember)
        household.post(SiteURL.Route.householdDelete, use: delete)
        router.get(SiteURL.Route.invite, use: invitePage)
        signedIn.post(SiteURL.Route.invite, use: acceptInvite)
    }

    @Sendable func list(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        .html(try await householdsPage(context).render())
    }

    @Sendable func create(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        do {
            let household = try await services.households.create(name: context.form[HouseholdsPage.Field.name], by: user)
            return .redirect(to: .household(household.id))
        } catch let failure as ValidationFailure {
            var page = try await householdsPage(context)
            page.values = context.form
            page.failure = failure
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func show(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        .html(try await householdPage(context).render())
    }

    @Sendable func createInvite(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let (_, token) = try await services.households.createInvite(for: context.householdID, by: user)
        var page = try await householdPage(context)
        page.newInviteLink = services.absoluteURL(.invite(token: token.value), requestHost: request.head.authority)
        return .html(page.render(), status: .created)
    }

    @Sendable func revokeInvite(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = context.householdID
        guard let invite = ID<Invite>(context.parameters.get("invite") ?? "") else { throw DomainError.notFound }
        try await services.households.revokeInvite(invite, of: id, by: context.user)
        return .redirect(to: .household(id))
    }

    @Sendable func switchTo(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = context.householdID
        try await services.households.switchTo(id, user: context.user)
        // From the header's menu: back to the module that was open, now on this household.
        if let back = SiteURL.safeNext(context.form[ReturnField.next]) { return .redirect(toPath: back) }
        return .redirect(to: .household(id))
    }

    @Sendable func leave(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await services.households.leave(
                context.householdID, confirmingName: context.form[HouseholdPage.Field.leaveConfirmName], user: context.user)
        } catch let failure as ValidationFailure {
            return try await rerender(context, failure, form: "leave-household-form")
        }
        return .redirect(to: .households)
    }

    @Sendable func rename(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = context.householdID
        do {
            try await services.households.rename(id, to: context.form[HouseholdPage.Field.name], by: context.user)
            return .redirect(to: .household(id))
        } catch let failure as ValidationFailure {
            return try await rerender(context, failure, form: "rename-household-form")
        }
    }

    @Sendable func removeMember(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = context.householdID
        guard let member = ID<User>(context.parameters.get("member") ?? "") else { throw DomainError.notFound }
        try await services.households.removeMember(member, from: id, by: context.user)
        return .redirect(to: .household(id))
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = context.householdID
        do {
            try await services.households.delete(id, confirmingName: context.form[HouseholdPage.Field.confirmName], by: context.user)
            return .redirect(to: .households)
        } catch let failure as ValidationFailure {
            return try await rerender(context, failure, form: "delete-household-form")
        }
    }

    @Sendable func invitePage(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let token = context.parameters.get("token") ?? ""
        let (_, household) = try await services.households.pendingInvite(token: SecretToken(value: token))
        var isMember = false
        if let user = context.user {
            isMember = try await services.households.isMember(of: household.id, user)
        }
        let chrome = services.chrome(context, section: .households)
        return .html(InvitePage(chrome: chrome, household: household, token: token, isMember: isMember).render())
    }

    @Sendable func acceptInvite(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let token = SecretToken(value: context.parameters.get("token") ?? "")
        let household = try await services.households.accept(token: token, user: context.user)
        return .redirect(to: .household(household.id))
    }

    private func householdsPage(_ context: SignedInRequestContext) async throws -> HouseholdsPage {
        let user = context.user
        return HouseholdsPage(
            chrome: services.chrome(context, section: .households),
            memberships: try await services.households.memberships(for: user)
        )
    }

    private func householdPage(_ context: HouseholdRequestContext) async throws -> HouseholdPage {
        let user = context.user
        let id = context.householdID
        let (household, role) = try await services.households.household(id, for: user)
        return HouseholdPage(
            chrome: services.chrome(context, section: .households),
            household: household, role: role,
            members: try await services.households.members(of: id, for: user),
            invites: role == .owner ? try await services.households.invites(for: id, by: user) : [],
            timeZone: user.preferences.timeZone
        )
    }

    /// The page again with the failure shown once, beside `form`, the one that was sent.
    private func rerender(_ context: HouseholdRequestContext, _ failure: ValidationFailure, form: String) async throws -> Response {
        var page = try await householdPage(context)
        page.values = context.form
        page.failure = failure
        page.failedForm = form
        return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
    }
}
