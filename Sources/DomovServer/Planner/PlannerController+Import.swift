import DomovCore
import Foundation
import Hummingbird

/// Importing an .ics export: upload for a preview, then import what the preview showed.
extension PlannerController {
    @Sendable func previewImport(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        guard let file = context.files[PlannerImportPage.Field.calendar.rawValue], !file.data.isEmpty else {
            return try await importFormAgain(
                request, context, scope, failure: ValidationFailure(PlannerImportPage.Field.calendar, .required))
        }
        return try await importPage(String(decoding: file.data, as: UTF8.self), request, context, scope, apply: false)
    }

    @Sendable func importCalendar(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let text = context.form[PlannerImportPage.Field.calendarText]
        guard !text.isEmpty else {
            return try await importFormAgain(
                request, context, scope, failure: ValidationFailure(PlannerImportPage.Field.calendar, .required))
        }
        return try await importPage(text, request, context, scope, apply: true)
    }

    private func importPage(_ text: String, _ request: Request, _ context: HouseholdRequestContext, _ scope: Scope, apply: Bool)
        async throws
        -> Response
    {
        do {
            let report = try await services.planner.importCalendar(
                text, into: scope.frame.householdID, by: scope.user, apply: apply, builtinCategory: BuiltinCategory.named
            )
            return .html(PlannerImportPage(frame: scope.frame, report: report, pendingText: apply ? nil : text).render())
        } catch is PlannerCalendarReadError {
            return try await importFormAgain(
                request, context, scope, failure: ValidationFailure(PlannerImportPage.Field.calendar, .invalidValue))
        } catch let failure as ValidationFailure {
            return try await importFormAgain(
                request, context, scope,
                failure: ValidationFailure(PlannerImportPage.Field.calendar, failure.errors.first?.problem ?? .invalidValue))
        }
    }

    /// The Calendar apps tab with the upload form's error.
    private func importFormAgain(_ request: Request, _ context: HouseholdRequestContext, _ scope: Scope, failure: ValidationFailure)
        async throws -> Response
    {
        let feeds = try await services.calendarFeeds.feeds(in: scope.frame.householdID, for: scope.user)
        let page = PlannerFeedsPage(
            frame: scope.frame, feeds: feeds, setup: setup(request, context, scope), failure: failure, failedForm: "import-form")
        return .html(page.render(), status: .unprocessableContent)
    }
}
