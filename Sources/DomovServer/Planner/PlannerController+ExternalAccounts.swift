import DomovCore
import Foundation
import Hummingbird
import Logging

/// External CalDAV accounts on the Calendars tab: added (after the server accepted the password,
/// so a mistake shows on its field at once, and synced right away), synced on demand, removed.
/// Their owner's alone: anyone else gets 404.
extension PlannerController {
    var externalAccountService: ExternalCalendarAccountService { services.externalCalendarAccounts }

    var externalCalendarSyncJob: ExternalCalendarSyncJob {
        ExternalCalendarSyncJob(services: services, logger: Logger(label: "domov.external-calendars"))
    }

    @Sendable func addExternalAccount(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        do {
            let account = try await externalAccountService.add(
                url: context.form[PlannerExternalAccountsSection.Field.url],
                username: context.form[PlannerExternalAccountsSection.Field.username],
                password: context.form[PlannerExternalAccountsSection.Field.password],
                in: scope.frame.householdID, by: scope.user
            )
            try await externalCalendarSyncJob.sync(account)
            return .redirect(to: .planner(.calendars(scope.frame.householdID)))
        } catch let failure as ValidationFailure {
            var page = try await calendarsPage(scope)
            // The password field is never filled back in (FormBuilder leaves password inputs empty).
            (page.accountValues, page.accountFailure) = (context.form, failure)
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func syncExternalAccount(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let account = try await externalAccountService.account(
            try Self.externalAccountID(context), in: scope.frame.householdID, for: scope.user)
        try await externalCalendarSyncJob.sync(account)
        return .redirect(to: .planner(.calendars(scope.frame.householdID)))
    }

    @Sendable func removeExternalAccount(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        try await externalAccountService.remove(try Self.externalAccountID(context), in: scope.frame.householdID, by: scope.user)
        return .redirect(to: .planner(.calendars(scope.frame.householdID)))
    }

    static func externalAccountID(_ context: some RequestContext) throws -> ID<ExternalCalendarAccount> {
        guard let id = ID<ExternalCalendarAccount>(context.parameters.get("account") ?? "") else { throw DomainError.notFound }
        return id
    }
}
