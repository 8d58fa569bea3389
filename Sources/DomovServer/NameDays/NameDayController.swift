import DomovCore
import Foundation
import HTTPTypes
import Hummingbird

/// The name days in the browser: today, search, the person's reminders, calendars and feed,
/// contacts import and About. Everything is the signed-in person's own.
struct NameDayController {
    let services: DomovServices

    var nameDays: NameDayService { services.nameDays }

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.get(NameDayURL.Route.home, use: home)
        signedIn.get(NameDayURL.Route.search, use: search)
        signedIn.get(NameDayURL.Route.suggest, use: suggest)
        signedIn.get(NameDayURL.Route.reminders, use: reminders)
        signedIn.post(NameDayURL.Route.reminders, use: create)
        signedIn.get(NameDayURL.Route.reminder, use: edit)
        signedIn.post(NameDayURL.Route.reminder, use: update)
        signedIn.post(NameDayURL.Route.reminderDelete, use: delete)
        signedIn.get(NameDayURL.Route.settings, use: settings)
        signedIn.post(NameDayURL.Route.settings, use: saveSettings)
        signedIn.post(NameDayURL.Route.feed, use: createFeed)
        signedIn.post(NameDayURL.Route.feedRevoke, use: revokeFeed)
        signedIn.post(NameDayURL.Route.importPreview, use: previewImport)
        signedIn.post(NameDayURL.Route.importContacts, use: importContacts)
        signedIn.get(NameDayURL.Route.about, use: about)
    }

    // MARK: Reading

    @Sendable func home(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        let week = try await nameDays.around(for: user)
        let upcoming = try await nameDays.upcoming(for: user)
        return .html(NameDayHomePage(frame: frame, week: week, upcoming: upcoming).render())
    }

    @Sendable func search(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        guard let query = Self.queryValue(request, "q") else {
            return .html(NameDaySearchPage(frame: frame).render())
        }
        do {
            let result = try await nameDays.search(query, for: user)
            return .html(NameDaySearchPage(frame: frame, query: query, result: result).render())
        } catch let failure as ValidationFailure {
            return .html(NameDaySearchPage(frame: frame, query: query, failure: failure).render(), status: .unprocessableContent)
        }
    }

    /// JSON for the search field's script: `{"suggestions": [{"name": "Jan", "nickname": "Honza"}]}`.
    @Sendable func suggest(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let query = Self.queryValue(request, "q") ?? ""
        let suggestions = try await nameDays.suggestions(query, for: user)
        return try .json(NameDaySuggestionsResponse(suggestions: suggestions.map(NameDaySuggestionResponse.init)))
    }

    @Sendable func about(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        .html(NameDayAboutPage(frame: try await makeFrame(context).1).render())
    }

    // MARK: Reminders

    @Sendable func reminders(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        let name = Self.queryValue(request, "name") ?? ""
        return try await remindersPage(user, frame, values: FormFields([(NameDayRemindersPage.Field.name, name)]))
    }

    @Sendable func create(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        do {
            _ = try await nameDays.create(Self.input(context.form), by: user)
            return .redirect(to: .nameDays(.reminders()))
        } catch let failure as ValidationFailure {
            return try await remindersPage(
                user, frame, values: context.form, failure: failure,
                status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func edit(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        let reminder = try await nameDays.reminder(try Self.reminderID(context), for: user)
        return .html(NameDayReminderEditPage(frame: frame, reminder: reminder).render())
    }

    @Sendable func update(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        let id = try Self.reminderID(context)
        let reminder = try await nameDays.reminder(id, for: user)
        do {
            try await nameDays.update(id, with: Self.input(context.form), by: user)
            return .redirect(to: .nameDays(.reminders()))
        } catch let failure as ValidationFailure {
            let page = NameDayReminderEditPage(frame: frame, reminder: reminder, values: context.form, failure: failure)
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func delete(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        try await nameDays.delete(try Self.reminderID(context), by: user)
        return .redirect(to: .nameDays(.reminders()))
    }

    // MARK: Helpers

    func makeFrame(_ context: SignedInRequestContext) async throws -> (User, NameDayFrame) {
        let user = context.user
        let frame = NameDayFrame(
            chrome: services.chrome(context, section: .module(.nameDays)), calendars: try await nameDays.followedCalendars(for: user),
            timeZone: user.preferences.timeZone, now: services.clock.now()
        )
        return (user, frame)
    }

    func remindersPage(
        _ user: User, _ frame: NameDayFrame, values: FormFields = FormFields(), failure: ValidationFailure? = nil,
        notice: String? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let reminders = try await nameDays.reminders(for: user)
        let page = NameDayRemindersPage(
            frame: frame, reminders: reminders, catalog: nameDays.catalog, values: values, failure: failure, status: notice)
        return .html(page.render(), status: status)
    }

    /// A query parameter as a GET form sends it; nil when the form sent none.
    static func queryValue(_ request: Request, _ name: String) -> String? {
        let form = request.formQuery
        return form.has(name) ? form[name] : nil
    }

    static func input(_ form: FormFields) -> NameDayReminderInput {
        NameDayReminderInput(
            name: form[NameDayRemindersPage.Field.name], personName: form[NameDayRemindersPage.Field.person],
            time: form[NameDayRemindersPage.Field.time])
    }

    static func reminderID(_ context: some RequestContext) throws -> ID<NameDayReminder> {
        guard let id = ID<NameDayReminder>(context.parameters.get("reminder") ?? "") else { throw DomainError.notFound }
        return id
    }
}

struct NameDaySuggestionsResponse: Codable, Sendable {
    let suggestions: [NameDaySuggestionResponse]
}

struct NameDaySuggestionResponse: Codable, Sendable {
    let name: String
    let nickname: String?

    init(_ suggestion: NameDaySuggestion) {
        name = suggestion.name
        nickname = suggestion.nickname
    }
}
