import DomovCore
import Foundation
import Hummingbird

private typealias Field = PlannerItemForm.Field

/// Making, editing, ticking off and deleting items.
extension PlannerController {
    @Sendable func newItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let kind = request.uri.queryParameters["kind"].flatMap { PlannerItemKind(rawValue: String($0)) } ?? .event
        let date = request.uri.queryParameters["date"].flatMap { LocalDate(isoString: $0) }
        let lead = try await services.notificationSettings.settings(for: scope.user).defaultLeadMinutes
        let values = PlannerItemForm.newValues(kind: kind, date: date, frame: scope.frame, user: scope.user, defaultReminder: lead)
        return .html(PlannerItemFormPage(frame: scope.frame, mode: .new, values: values).render())
    }

    @Sendable func create(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        do {
            let item = try await services.planner.create(
                PlannerItemForm.input(from: context.form), in: scope.frame.householdID, by: scope.user)
            return .redirect(to: .planner(.item(scope.frame.householdID, item.id)))
        } catch let failure as ValidationFailure {
            let page = PlannerItemFormPage(frame: scope.frame, mode: .new, values: context.form, failure: failure)
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func edit(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let item = try await services.planner.item(try Self.itemID(context), in: scope.frame.householdID, for: scope.user)
        let occurrence = try await occurrence(of: item, request: request, frame: scope.frame)
        if let override = occurrence.replacement {
            return .redirect(to: .planner(.edit(scope.frame.householdID, override.id)))
        }
        let values = PlannerItemForm.values(of: occurrence.shown)
        return .html(PlannerItemFormPage(frame: scope.frame, mode: .edit(occurrence.shown), values: values).render())
    }

    @Sendable func update(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let householdID = scope.frame.householdID
        let id = try Self.itemID(context)
        let existing = try await services.planner.item(id, in: householdID, for: scope.user)
        let editScope = PlannerItemForm.scope(from: context.form)
        do {
            let saved = try await services.planner.update(
                id, in: householdID, with: PlannerItemForm.input(from: context.form), scope: editScope,
                openedAt: PlannerURL.occurrence(fromToken: context.form[Field.occurrence]), by: scope.user
            )
            return .redirect(to: .planner(.item(householdID, saved.id)))
        } catch let failure as ValidationFailure {
            let originalStart = PlannerURL.occurrence(fromToken: context.form[Field.occurrence])
            let shown = PlannerOccurrence(
                item: existing, start: originalStart ?? existing.start,
                end: originalStart.map(existing.occurrenceEnd(startingAt:)) ?? existing.end, originalStart: originalStart
            )
            let page = PlannerItemFormPage(frame: scope.frame, mode: .edit(shown), values: context.form, failure: failure)
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func complete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await setDone(true, request, context)
    }

    @Sendable func reopen(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await setDone(false, request, context)
    }

    /// "Done" and its undo come back to where they were pressed (the agenda, a calendar, the
    /// history), or to the item.
    private func setDone(_ done: Bool, _ request: Request, _ context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let id = try Self.itemID(context)
        let occurrence = PlannerURL.occurrence(fromToken: context.form[Field.occurrence])
        if done {
            try await services.planner.complete(id, in: scope.frame.householdID, occurrence: occurrence, by: scope.user)
        } else {
            try await services.planner.reopen(id, in: scope.frame.householdID, occurrence: occurrence, by: scope.user)
        }
        let back =
            SiteURL.safeNext(context.form[ReturnField.next])
            ?? SiteURL.planner(.item(scope.frame.householdID, id, occurrence: occurrence)).path
        // Done says so where it was pressed, with Undo; Undo itself just comes back.
        guard done else { return .redirect(toPath: back) }
        return .redirect(toPath: ActionNotice.plannerDone(scope.frame.householdID, id, occurrence: occurrence).appended(to: back))
    }

    /// A member's answer to a meeting: back to the meeting, which shows it.
    @Sendable func answer(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let id = try Self.itemID(context)
        guard let response = PlannerAttendee.Response(rawValue: context.form[PlannerItemPage.Field.response].uppercased()) else {
            throw ValidationFailure(PlannerItemPage.Field.response, .invalidValue)
        }
        try await services.planner.answer(id, in: scope.frame.householdID, response: response, by: scope.user)
        let back = SiteURL.safeNext(context.form[ReturnField.next]) ?? SiteURL.planner(.item(scope.frame.householdID, id)).path
        return .redirect(toPath: back)
    }

    @Sendable func confirmDelete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let item = try await services.planner.item(try Self.itemID(context), in: scope.frame.householdID, for: scope.user)
        let occurrence = try await occurrence(of: item, request: request, frame: scope.frame)
        return .html(PlannerDeletePage(frame: scope.frame, occurrence: occurrence.shown).render())
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let id = try Self.itemID(context)
        let whole = try await services.planner.delete(
            id, in: scope.frame.householdID, scope: PlannerItemForm.scope(from: context.form), by: scope.user)
        // Back to the agenda, saying so; with Undo when the whole item went.
        return .redirect(
            toPath: ActionNotice.plannerDeleted(scope.frame.householdID, whole).appended(
                to: SiteURL.planner(.agenda(scope.frame.householdID)).path))
    }

    /// Undo in a Deleted notice: the item's calendar object back as it was, and back to the page
    /// the notice was on; if its UID or name has been taken meanwhile, saying it could not be undone.
    @Sendable func restore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let back = SiteURL.safeNext(context.form[ReturnField.next]) ?? SiteURL.planner(.agenda(scope.frame.householdID)).path
        do {
            try await services.planner.restoreDeleted(
                try Self.itemID(context), in: scope.frame.householdID, by: scope.user, builtinCategory: BuiltinCategory.named)
        } catch is CalendarObjectConflict {
            return .redirect(toPath: ActionNotice.undoRefused.appended(to: back))
        }
        return .redirect(toPath: back)
    }
}
