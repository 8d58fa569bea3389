import DomovCore
import Foundation
import Hummingbird

private typealias ChoreField = ChoresChoreFormPage.Field

/// Making, editing, completing or renewing, undoing and deleting chores.
extension ChoresController {
    @Sendable func newChore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let rooms = try await services.chores.rooms(in: frame.householdID, for: user)
        let room = request.uri.queryParameters["room"].flatMap { ID<ChoreRoom>(String($0)) }.flatMap { id in
            rooms.contains { $0.id == id } ? id : nil
        }
        let values = ChoresChoreFormPage.newValues(room: room ?? rooms.first?.id, frame: frame)
        return .html(ChoresChoreFormPage(frame: frame, rooms: rooms, values: values).render())
    }

    @Sendable func createChore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        if ChoresChoreFormPage.isRefresh(context.form) {
            let rooms = try await services.chores.rooms(in: frame.householdID, for: user)
            return .html(ChoresChoreFormPage(frame: frame, rooms: rooms, values: context.form).render())
        }
        // Asked before the write: the first chore a member creates offers notifications.
        let isFirst = !(try await services.chores.hasCreatedChores(by: user))
        do {
            let chore = try await services.chores.create(ChoresChoreFormPage.input(from: context.form), in: frame.householdID, by: user)
            return .redirect(to: .chores(.chore(frame.householdID, chore.id, firstChore: isFirst)))
        } catch let failure as ValidationFailure {
            let rooms = try await services.chores.rooms(in: frame.householdID, for: user)
            let page = ChoresChoreFormPage(frame: frame, rooms: rooms, values: context.form, failure: failure)
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func chore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let page = try await chorePage(user, frame, context, offerAlerts: request.uri.queryParameters["first"] == "1")
        return .html(page.render())
    }

    @Sendable func editChore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let chore = try await services.chores.chore(try Self.choreID(context), in: frame.householdID, for: user)
        let rooms = try await services.chores.rooms(in: frame.householdID, for: user)
        return .html(
            ChoresChoreFormPage(frame: frame, rooms: rooms, values: ChoresChoreFormPage.values(of: chore), editing: chore).render())
    }

    @Sendable func updateChore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let chore = try await services.chores.chore(try Self.choreID(context), in: frame.householdID, for: user)
        if ChoresChoreFormPage.isRefresh(context.form) {
            let rooms = try await services.chores.rooms(in: frame.householdID, for: user)
            return .html(ChoresChoreFormPage(frame: frame, rooms: rooms, values: context.form, editing: chore).render())
        }
        do {
            try await services.chores.update(chore.id, in: frame.householdID, with: ChoresChoreFormPage.input(from: context.form), by: user)
            return .redirect(to: .chores(.chore(frame.householdID, chore.id)))
        } catch let failure as ValidationFailure {
            let rooms = try await services.chores.rooms(in: frame.householdID, for: user)
            let page = ChoresChoreFormPage(frame: frame, rooms: rooms, values: context.form, failure: failure, editing: chore)
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func complete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let id = try Self.choreID(context)
        do {
            try await services.chores.complete(
                id, in: frame.householdID, note: context.form[ChoresChorePage.CompletionField.note],
                doneBy: context.form[ChoresChorePage.CompletionField.doneBy], by: user)
        } catch let failure as ValidationFailure {
            var page = try await chorePage(user, frame, context, offerAlerts: false)
            page.failure = failure
            page.values = context.form
            page.failedForm = "complete-form"
            return .html(page.render(), status: .unprocessableContent)
        }
        // Done or Renew pressed on Today goes back there; on the chore's page, back to the chore;
        // either way saying so, with Undo.
        let back = SiteURL.safeNext(context.form[ReturnField.next]) ?? SiteURL.chores(.chore(frame.householdID, id)).path
        return .redirect(toPath: ActionNotice.choreDone(frame.householdID, id).appended(to: back))
    }

    @Sendable func assign(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let id = try Self.choreID(context)
        if ChoresChoreFormPage.isRefresh(context.form) {
            var page = try await chorePage(user, frame, context, offerAlerts: false)
            page.values = context.form
            return .html(page.render())
        }
        do {
            try await services.chores.assign(
                id, in: frame.householdID, assignee: context.form[ChoreField.assignee], rotationMode: context.form[ChoreField.rotation],
                rotationMembers: context.form.all(ChoreField.rotationMembers), by: user
            )
        } catch let failure as ValidationFailure {
            var page = try await chorePage(user, frame, context, offerAlerts: false)
            page.failure = failure
            page.values = context.form
            page.failedForm = "assign-form"
            return .html(page.render(), status: .unprocessableContent)
        }
        return .redirect(to: .chores(.chore(frame.householdID, id)))
    }

    @Sendable func undo(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let id = try Self.choreID(context)
        try await services.chores.undoLastCompletion(id, in: frame.householdID, by: user)
        // Undo in a Done notice comes back to the page it was on.
        if let back = SiteURL.safeNext(context.form[ReturnField.next]) { return .redirect(toPath: back) }
        return .redirect(to: .chores(.chore(frame.householdID, id)))
    }

    @Sendable func confirmDeleteChore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let chore = try await services.chores.chore(try Self.choreID(context), in: frame.householdID, for: user)
        return .html(ChoresDeletePage(frame: frame, subject: .chore(chore)).render())
    }

    @Sendable func deleteChore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let chore = try await services.chores.chore(try Self.choreID(context), in: frame.householdID, for: user)
        try await services.chores.delete(chore.id, in: frame.householdID, by: user)
        // Back to the chore's room, saying so, with Undo.
        return .redirect(
            toPath: ActionNotice.choreDeleted(frame.householdID, chore.id).appended(
                to: SiteURL.chores(.room(frame.householdID, chore.roomID)).path))
    }

    /// Undo in a Deleted notice: the chore back as it was, and back to the page the notice was
    /// on; if its room has a chore of that name again, saying that it could not be undone.
    @Sendable func restoreChore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let id = try Self.choreID(context)
        let back = SiteURL.safeNext(context.form[ReturnField.next])
        do {
            try await services.chores.restoreDeleted(id, in: frame.householdID, by: user)
        } catch is ValidationFailure {
            return .redirect(toPath: ActionNotice.undoRefused.appended(to: back ?? SiteURL.chores(.rooms(frame.householdID)).path))
        }
        return .redirect(toPath: back ?? SiteURL.chores(.chore(frame.householdID, id)).path)
    }

    private func chorePage(_ user: User, _ frame: ChoresFrame, _ context: HouseholdRequestContext, offerAlerts: Bool) async throws
        -> ChoresChorePage
    {
        let chore = try await services.chores.chore(try Self.choreID(context), in: frame.householdID, for: user)
        let room = try await services.chores.room(chore.roomID, in: frame.householdID, for: user)
        let history = try await services.chores.completions(of: chore.id, in: frame.householdID, for: user)
        return ChoresChorePage(frame: frame, chore: chore, room: room, history: history, offerAlerts: offerAlerts)
    }
}
