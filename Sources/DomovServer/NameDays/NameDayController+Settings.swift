import DomovCore
import Foundation
import Hummingbird

/// Followed calendars, the subscription address, and contacts import.
extension NameDayController {
    @Sendable func settings(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        let hasFeed = try await nameDays.hasFeed(for: user)
        return .html(NameDaySettingsPage(frame: frame, hasFeed: hasFeed, saved: request.uri.queryParameters["saved"] != nil).render())
    }

    @Sendable func saveSettings(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        let chosen = context.form.all(NameDaySettingsPage.Field.calendars)
        let calendars = chosen.compactMap(NameDayCalendarID.init(rawValue:))
        do {
            guard calendars.count == chosen.count else { throw ValidationFailure(NameDaySettingsPage.Field.calendars, .unknownChoice) }
            try await nameDays.setCalendars(calendars, for: user)
            return .redirect(toPath: SiteURL.nameDays(.settings).path + "?saved=1")
        } catch let failure as ValidationFailure {
            let hasFeed = try await nameDays.hasFeed(for: user)
            return .html(NameDaySettingsPage(frame: frame, hasFeed: hasFeed, failure: failure).render(), status: .unprocessableContent)
        }
    }

    @Sendable func createFeed(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        let token = try await nameDays.newFeed(for: user)
        var page = NameDaySettingsPage(frame: frame, hasFeed: true)
        page.newFeedURL = services.absoluteURL(.nameDays(.feedFile(token: token.value)), requestHost: request.head.authority)
        return .html(page.render(), status: .created)
    }

    @Sendable func revokeFeed(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        try await nameDays.revokeFeed(for: user)
        return .redirect(to: .nameDays(.settings))
    }

    // MARK: Contacts

    /// Reads the uploaded file and offers its contacts; a file that is no vCard is a field error.
    @Sendable func previewImport(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        guard let file = context.files[NameDayRemindersPage.Field.contacts.rawValue], !file.data.isEmpty else {
            return try await remindersPage(user, frame, failure: ValidationFailure("contacts", .required), status: .unprocessableContent)
        }
        let contacts: VCardContacts
        do {
            contacts = try VCardContacts.parse(String(decoding: file.data, as: UTF8.self))
        } catch {
            return try await remindersPage(
                user, frame, failure: ValidationFailure("contacts", .invalidValue),
                notice: frame(.importNotVCard), status: .unprocessableContent)
        }
        let saved = try await nameDays.reminders(for: user)
        let rows = contacts.contacts.map { contact in
            let name = contact.firstName.flatMap { nameDays.catalog.matches(ofName: $0, in: frame.calendars).first?.name }
            let already = saved.contains {
                TextRules.searchKey($0.name) == TextRules.searchKey(name ?? "")
                    && TextRules.searchKey($0.personName ?? "") == TextRules.searchKey(contact.fullName)
            }
            let days = name.map { nameDays.catalog.days(ofName: $0, in: frame.calendars) } ?? []
            return NameDayImportPage.Row(contact: contact, name: name, days: days, alreadySaved: already)
        }
        return .html(NameDayImportPage(frame: frame, rows: rows, malformed: contacts.malformed).render())
    }

    /// Saves a reminder for each chosen contact. Every name is checked again; one that fails
    /// (or is a duplicate by now) is skipped, and the others are saved.
    @Sendable func importContacts(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let (user, frame) = try await makeFrame(context)
        let chosen = context.form.all(NameDayImportPage.Field.contact).compactMap { value -> NameDayReminderInput? in
            let parts = value.split(separator: "\t", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            return NameDayReminderInput(name: parts[0], personName: parts[1])
        }
        guard !chosen.isEmpty else {
            return try await remindersPage(
                user, frame, failure: ValidationFailure("contacts", .required),
                notice: frame(.importNothingChosen), status: .unprocessableContent)
        }
        var added = 0
        for input in chosen {
            do {
                _ = try await nameDays.create(input, by: user)
                added += 1
            } catch is ValidationFailure {
                continue
            }
        }
        return try await remindersPage(user, frame, notice: frame(.importDone(added)))
    }
}
