import DomovCore
import Foundation
import Hummingbird

/// The viewer's personal calendars: made, renamed, recoloured and deleted by their owner only;
/// anyone else gets 404, as for any private item.
extension PlannerController {
    @Sendable func personalCalendars(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        return .html(try await calendarsPage(scope).render())
    }

    @Sendable func createPersonalCalendar(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        do {
            _ = try await services.planner.createCalendar(Self.calendarInput(context.form), in: scope.frame.householdID, by: scope.user)
            return .redirect(to: .planner(.calendars(scope.frame.householdID)))
        } catch let failure as ValidationFailure {
            var page = try await calendarsPage(scope)
            (page.values, page.failure) = (context.form, failure)
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func updatePersonalCalendar(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let calendar = try await personalCalendar(scope, context)
        do {
            try await services.planner.updateCalendar(calendar.id, with: Self.calendarInput(context.form), by: scope.user)
            return .redirect(to: .planner(.calendars(scope.frame.householdID)))
        } catch let failure as ValidationFailure {
            var page = try await calendarsPage(scope)
            (page.values, page.failure, page.failedCalendar) = (context.form, failure, calendar.id)
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func confirmDeletePersonalCalendar(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        return .html(PlannerCalendarDeletePage(frame: scope.frame, calendar: try await personalCalendar(scope, context)).render())
    }

    @Sendable func deletePersonalCalendar(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let calendar = try await personalCalendar(scope, context)
        try await services.planner.deleteCalendar(calendar.id, by: scope.user)
        return .redirect(to: .planner(.calendars(scope.frame.householdID)))
    }

    /// The Calendars tab with the viewer's external accounts, ready for a form's values.
    func calendarsPage(_ scope: Scope) async throws -> PlannerCalendarsPage {
        var page = PlannerCalendarsPage(
            frame: scope.frame, accounts: try await externalAccountService.accounts(in: scope.frame.householdID, for: scope.user))
        page.connectProvider = services.calendarConnection?.provider
        return page
    }

    /// The viewer's calendar in this household; 404 for anyone else's or another household's.
    private func personalCalendar(_ scope: Scope, _ context: HouseholdRequestContext) async throws -> PlannerCalendar {
        guard let id = ID<PlannerCalendar>(context.parameters.get("calendar") ?? ""),
            let calendar = scope.frame.calendars.first(where: { $0.id == id })
        else { throw DomainError.notFound }
        return calendar
    }

    static func calendarInput(_ form: FormFields) -> PlannerCalendarInput {
        PlannerCalendarInput(
            name: form[PlannerNamedColorRow.Field.name], color: form[PlannerNamedColorRow.Field.color],
            details: form[PlannerNamedColorRow.Field.description])
    }
}
