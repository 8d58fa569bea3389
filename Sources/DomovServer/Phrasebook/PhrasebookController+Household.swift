import DomovCore
import DomovStorage
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// A household's own phrases and words: the editor, export and import. Everything is under
/// the household's id, and a person who is not a member gets 404.
extension PhrasebookController {
    func addHouseholdRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get("phrasebook/:pack/households/:household", use: householdEditor)
        router.post("phrasebook/:pack/households/:household/phrases", use: addHouseholdPhrase)
        router.post("phrasebook/:pack/households/:household/words", use: addHouseholdWord)
        router.post("phrasebook/:pack/households/:household/remove", use: removeHouseholdEntry)
        router.get("phrasebook/:pack/households/:household/export.json", use: exportHousehold)
        router.post("phrasebook/:pack/households/:household/import", use: importHousehold)
    }

    struct HouseholdScope {
        let frame: PhrasebookFrame
        let base: PhrasePack
        let household: Household
        let own: PhrasePack
    }

    func householdScope(_ request: Request, _ context: DomovRequestContext) async throws -> HouseholdScope {
        let user = try context.requireUser()
        guard let base = catalog.pack(context.parameters.get("pack") ?? ""),
              let householdID = ID<Household>(context.parameters.get("household") ?? "") else { throw DomainError.notFound }
        let (household, _) = try await services.households.household(householdID, for: user)
        let own = try await ownPack(base, householdID)
        let frame = try await frame(request, context)
        return HouseholdScope(frame: frame, base: base, household: household, own: own)
    }

    /// The household's part as stored, or an empty one. It was validated when saved.
    func ownPack(_ base: PhrasePack, _ householdID: ID<Household>) async throws -> PhrasePack {
        guard let data = try await services.storage.phrasebook.householdPack(householdID: householdID, packID: base.id),
              let own = try? JSONDecoder().decode(PhrasePack.self, from: data)
        else { return base.emptyHouseholdPack(name: Self.ownCategoryName(base)) }
        return own
    }

    static func ownCategoryName(_ pack: PhrasePack) -> String {
        pack.source.code == "cs" ? "Naše fráze" : "Our phrases"
    }

    @Sendable func householdEditor(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        return .html(PhrasebookHouseholdPage(frame: scope.frame, household: scope.household, own: scope.own).render())
    }

    @Sendable func addHouseholdPhrase(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        let form = context.form
        var own = scope.own
        var slots: [String: [String]] = [:]
        for number in 1...3 where !form["slot\(number)"].isEmpty { slots[String(number)] = [form["slot\(number)"]] }
        let taken = Set(scope.frame.pack.categories.flatMap(\.phrases).map(\.id))
        let phrase = Phrase(id: Self.uniqueID(form["source"], taken: taken), source: form["source"].trimmed, target: form["target"].trimmed, slots: slots)
        if let index = own.categories.firstIndex(where: { $0.id == "household" }) {
            own.categories[index].phrases.append(phrase)
        } else {
            own.categories.append(PhraseCategory(id: "household", name: Self.ownCategoryName(scope.base), phrases: [phrase]))
        }
        return try await save(own, scope, file: "phrase", values: form)
    }

    @Sendable func addHouseholdWord(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        let form = context.form
        var own = scope.own
        guard let base = scope.frame.pack.form(form["form"]) else { throw DomainError.notFound }
        let taken = Set(base.entries.map(\.id))
        let entry = VocabularyEntry(
            id: Self.uniqueID(form["word_source"], taken: taken), source: form["word_source"].trimmed, target: form["word_target"].trimmed,
            gender: Gender(rawValue: form["gender"]), pattern: form["pattern"].isEmpty ? nil : form["pattern"],
            lemma: form["lemma"].trimmed.isEmpty ? nil : form["lemma"].trimmed
        )
        if let index = own.forms.firstIndex(where: { $0.id == base.id }) {
            own.forms[index].entries.append(entry)
        } else {
            own.forms.append(WordForm(id: base.id, name: base.name, grammaticalCase: base.grammaticalCase, number: base.number, entries: [entry]))
        }
        return try await save(own, scope, file: "word", values: form)
    }

    @Sendable func removeHouseholdEntry(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        let form = context.form
        var own = scope.own
        for index in own.categories.indices { own.categories[index].phrases.removeAll { $0.id == form["phrase"] } }
        own.categories.removeAll { $0.phrases.isEmpty }
        for index in own.forms.indices where own.forms[index].id == form["form"] {
            own.forms[index].entries.removeAll { $0.id == form["word"] }
        }
        own.forms.removeAll { $0.entries.isEmpty }
        return try await save(own, scope, file: "remove", values: FormFields())
    }

    @Sendable func exportHousehold(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var headers: HTTPFields = [:]
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentDisposition] = "attachment; filename=\"\(scope.base.id)-household.json\""
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: .init(bytes: try encoder.encode(scope.own))))
    }

    @Sendable func importHousehold(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let scope = try await householdScope(request, context)
        guard let file = context.files["pack"], !file.data.isEmpty else {
            return refused(scope, ["\(scope.base.id): " + scope.frame(.importFile)])
        }
        do {
            var own = try PhrasePackLoader().householdPack(from: file.data, file: file.filename.isEmpty ? "pack.json" : file.filename, over: scope.base)
            own.id = "household"
            try await services.storage.phrasebook.saveHouseholdPack(try JSONEncoder().encode(own), householdID: scope.household.id,
                                                                    packID: scope.base.id, at: services.clock.now())
            return .redirect(to: .phrasebook(.household(scope.base.id, scope.household.id)))
        } catch let error as PhrasePackError {
            return refused(scope, error.messages)
        }
    }

    /// Validates the household's part together with the pack, then stores it; a refused one
    /// shows the loader's messages and keeps what was typed.
    private func save(_ own: PhrasePack, _ scope: HouseholdScope, file: String, values: FormFields) async throws -> Response {
        let data = try JSONEncoder().encode(own)
        do {
            _ = try PhrasePackLoader().householdPack(from: data, file: file, over: scope.base)
        } catch {
            return refused(scope, error.messages, values: values)
        }
        try await services.storage.phrasebook.saveHouseholdPack(data, householdID: scope.household.id, packID: scope.base.id, at: services.clock.now())
        return .redirect(to: .phrasebook(.household(scope.base.id, scope.household.id)))
    }

    private func refused(_ scope: HouseholdScope, _ problems: [String], values: FormFields = FormFields()) -> Response {
        .html(PhrasebookHouseholdPage(frame: scope.frame, household: scope.household, own: scope.own, problems: problems, values: values).render(),
              status: .unprocessableContent)
    }

    /// A readable id from the text ("Please feed |1|." → "please-feed"), unique among `taken`.
    static func uniqueID(_ text: String, taken: Set<String>) -> String {
        // Slot keys are not words: "Please feed |1|." is "please-feed".
        let words = PhraseTemplate(text).pieces.compactMap { piece -> String? in
            if case .text(let text) = piece { text } else { nil }
        }.joined(separator: " ")
        let folded = words.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        let characters = folded.unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-" }
        let slug = String(String(characters).split(separator: "-").joined(separator: "-").prefix(40))
        let base = slug.isEmpty ? "own" : slug
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        return candidate
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
