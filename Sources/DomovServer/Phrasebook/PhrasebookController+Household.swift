import DomovCore
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

private typealias Field = PhrasebookHouseholdPage.Field

/// A household's own phrases and words: the editor, export and import. Everything is under
/// the household's id, and a person who is not a member gets 404.
extension PhrasebookController {
    func addHouseholdRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let household = router.group(context: HouseholdRequestContext.self)
        household.get(PhrasebookURL.Route.household, use: householdEditor)
        household.post(PhrasebookURL.Route.householdPhrase, use: addHouseholdPhrase)
        household.post(PhrasebookURL.Route.householdWord, use: addHouseholdWord)
        household.post(PhrasebookURL.Route.householdRemove, use: removeHouseholdEntry)
        household.get(PhrasebookURL.Route.householdExport, use: exportHousehold)
        household.post(PhrasebookURL.Route.householdImport, use: importHousehold)
    }

    struct HouseholdScope {
        let frame: PhrasebookFrame
        let base: PhrasePack
        let household: Household
        let own: PhrasePack
    }

    func householdScope(_ request: Request, _ context: HouseholdRequestContext) async throws -> HouseholdScope {
        let user = context.user
        let householdID = context.householdID
        guard let base = catalog.pack(context.parameters.get("pack") ?? "") else { throw DomainError.notFound }
        let (household, _) = try await services.households.household(householdID, for: user)
        let own = try await services.phrasebook.householdPart(of: base, householdID: householdID)
        let frame = try await frame(request, context)
        return HouseholdScope(frame: frame, base: base, household: household, own: own)
    }

    @Sendable func householdEditor(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        return .html(PhrasebookHouseholdPage(frame: scope.frame, household: scope.household, own: scope.own).render())
    }

    @Sendable func addHouseholdPhrase(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        let form = context.form
        var own = scope.own
        var slots: [String: [String]] = [:]
        var kinds: [String: [WordKind]] = [:]
        // A slot may take words from several lists ("Verb or Accusative"), in the pack's order,
        // and only some kinds of word ("Please call |1|." takes people), in the kinds' order.
        for number in 1...3 {
            let chosen = Set(form.all(Field.slotForms(number)))
            let allowed = scope.frame.pack.forms.map(\.id).filter(chosen.contains)
            if !allowed.isEmpty { slots[String(number)] = allowed }
            let named = Set(form.all(Field.slotKinds(number)))
            let taken = WordKind.allCases.filter { named.contains($0.rawValue) }
            if !allowed.isEmpty && !taken.isEmpty { kinds[String(number)] = taken }
        }
        own.addHouseholdPhrase(
            source: form[Field.source], target: form[Field.target], slots: slots, kinds: kinds,
            categoryName: PhrasebookService.householdCategoryName(scope.base), uniqueAmong: scope.frame.pack
        )
        return try await save(own, scope, file: "phrase", values: form)
    }

    @Sendable func addHouseholdWord(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        let form = context.form
        var own = scope.own
        guard let wordForm = scope.frame.pack.form(form[Field.form]) else { throw DomainError.notFound }
        own.addHouseholdWord(
            source: form[Field.wordSource], target: form[Field.wordTarget], gender: Gender(rawValue: form[Field.gender]),
            pattern: form[Field.pattern],
            lemma: form[Field.lemma], kind: WordKind(rawValue: form[Field.kind]), to: wordForm
        )
        return try await save(own, scope, file: "word", values: form)
    }

    @Sendable func removeHouseholdEntry(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        let form = context.form
        var own = scope.own
        own.removeHouseholdPhrase(form[Field.phrase])
        own.removeHouseholdWord(form[Field.word], form: form[Field.form])
        return try await save(own, scope, file: "remove", values: FormFields())
    }

    @Sendable func exportHousehold(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var headers: HTTPFields = [:]
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentDisposition] = "attachment; filename=\"\(scope.base.id)-household.json\""
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: .init(bytes: try encoder.encode(scope.own))))
    }

    @Sendable func importHousehold(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        guard let file = context.files[Field.pack.rawValue], !file.data.isEmpty else {
            return refused(scope, ["\(scope.base.id): " + scope.frame(.importFile)])
        }
        do {
            try await services.phrasebook.saveHouseholdPart(
                file.data, over: scope.base, file: file.filename.isEmpty ? "pack.json" : file.filename, householdID: scope.household.id)
            return .redirect(to: .phrasebook(.household(scope.base.id, scope.household.id)))
        } catch PhrasePackError.alreadyInPack(_, let existing, let total) {
            return refused(scope, [scope.frame(.alreadyInPack(existing: existing, total: total))])
        } catch let error as PhrasePackError {
            return refused(scope, error.messages)
        }
    }

    /// Stores the edited part; a refused one shows the loader's messages and keeps what was typed.
    private func save(_ own: PhrasePack, _ scope: HouseholdScope, file: String, values: FormFields) async throws -> Response {
        do {
            try await services.phrasebook.saveHouseholdPart(own, over: scope.base, file: file, householdID: scope.household.id)
        } catch let error as PhrasePackError {
            return refused(scope, error.messages, values: values)
        }
        return .redirect(to: .phrasebook(.household(scope.base.id, scope.household.id)))
    }

    private func refused(_ scope: HouseholdScope, _ problems: [String], values: FormFields = FormFields()) -> Response {
        .html(
            PhrasebookHouseholdPage(frame: scope.frame, household: scope.household, own: scope.own, problems: problems, values: values)
                .render(),
            status: .unprocessableContent)
    }
}
