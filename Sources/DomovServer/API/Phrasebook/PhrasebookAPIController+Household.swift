import DomovCore
import Foundation
import Hummingbird

/// /api/v1/households/{household}/phrasebook/packs/{pack}: the pack with the household's own
/// phrases and words, and that own part: read, replaced (an import), added to and removed
/// from, with the web editor's rules (`PhrasePack+HouseholdEditing`). A refused part answers
/// 422 with the loader's messages, the same as the web page shows. Non-members get 404.
extension PhrasebookAPIController {
    func addHouseholdRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let household = router.group(context: HouseholdRequestContext.self)
        let pack = "households/:household/phrasebook/packs/:pack"
        household.get(RouterPath(pack), use: householdPack)
        household.get("\(pack)/own", use: ownPart)
        household.put("\(pack)/own", use: replaceOwnPart)
        household.post("\(pack)/own/phrases", use: addOwnPhrase)
        household.delete("\(pack)/own/phrases/:phrase", use: removeOwnPhrase)
        household.post("\(pack)/own/words", use: addOwnWord)
        household.delete("\(pack)/own/words/:form/:word", use: removeOwnWord)
    }

    private struct HouseholdPack {
        let householdID: ID<Household>
        let base: PhrasePack
        var own: PhrasePack
        var merged: PhrasePack { base.merged(with: own) }
    }

    private func householdPack(_ context: HouseholdRequestContext) async throws -> HouseholdPack {
        let user = context.user
        let householdID = context.householdID
        _ = try await services.households.household(householdID, for: user)
        guard let base = catalog.pack(context.parameters.get("pack") ?? "") else { throw DomainError.notFound }
        return HouseholdPack(
            householdID: householdID, base: base, own: try await services.phrasebook.householdPart(of: base, householdID: householdID))
    }

    @Sendable func householdPack(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try .json(try await householdPack(context).merged)
    }

    @Sendable func ownPart(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try .json(try await householdPack(context).own)
    }

    /// Replaces the part with an export (of this or another Domov); checked whole first.
    @Sendable func replaceOwnPart(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await householdPack(context)
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
            throw MalformedRequest(status: .unsupportedMediaType, detail: "Send the pack as application/json.")
        }
        let body = try await request.body.collect(upTo: context.maxUploadSize)
        return try await saving(field: "pack") {
            try await services.phrasebook.saveHouseholdPart(
                Data(body.readableBytesView), over: scope.base, file: "pack.json", householdID: scope.householdID)
        }
    }

    @Sendable func addOwnPhrase(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        var scope = try await householdPack(context)
        var request = request
        let body = try await request.decodeJSON(as: OwnPhraseRequest.self, context: context)
        try Self.requireTexts(source: body.source, target: body.target)
        let kinds = try Self.kinds(body.kinds ?? [:])
        let phrase = scope.own.addHouseholdPhrase(
            source: body.source, target: body.target, slots: body.slots ?? [:], kinds: kinds,
            categoryName: PhrasebookService.householdCategoryName(scope.base), uniqueAmong: scope.merged
        )
        return try await saving(field: "phrase", status: .created) {
            try await services.phrasebook.saveHouseholdPart(scope.own, over: scope.base, file: "phrase", householdID: scope.householdID)
            return phrase
        }
    }

    @Sendable func addOwnWord(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        var scope = try await householdPack(context)
        var request = request
        let body = try await request.decodeJSON(as: OwnWordRequest.self, context: context)
        guard let form = scope.merged.form(body.form) else { throw ValidationFailure("form", .unknownChoice) }
        try Self.requireTexts(source: body.source, target: body.target)
        if let gender = body.gender, Gender(rawValue: gender) == nil { throw ValidationFailure("gender", .unknownChoice) }
        if let kind = body.kind, WordKind(rawValue: kind) == nil { throw ValidationFailure("kind", .unknownChoice) }
        let entry = scope.own.addHouseholdWord(
            source: body.source, target: body.target, gender: body.gender.flatMap(Gender.init(rawValue:)), pattern: body.pattern,
            lemma: body.lemma, kind: body.kind.flatMap(WordKind.init(rawValue:)), to: form
        )
        return try await saving(field: "word", status: .created) {
            try await services.phrasebook.saveHouseholdPart(scope.own, over: scope.base, file: "word", householdID: scope.householdID)
            return entry
        }
    }

    @Sendable func removeOwnPhrase(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        var scope = try await householdPack(context)
        guard scope.own.removeHouseholdPhrase(context.parameters.get("phrase") ?? "") else { throw DomainError.notFound }
        try await services.phrasebook.saveHouseholdPart(scope.own, over: scope.base, file: "remove", householdID: scope.householdID)
        return Response(status: .noContent)
    }

    @Sendable func removeOwnWord(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        var scope = try await householdPack(context)
        guard scope.own.removeHouseholdWord(context.parameters.get("word") ?? "", form: context.parameters.get("form") ?? "") else {
            throw DomainError.notFound
        }
        try await services.phrasebook.saveHouseholdPart(scope.own, over: scope.base, file: "remove", householdID: scope.householdID)
        return Response(status: .noContent)
    }

    /// Runs a save; a part the loader refuses answers 422 with its messages on `field`.
    private func saving(field: String, status: HTTPResponse.Status = .ok, _ save: () async throws -> some Encodable) async throws
        -> Response
    {
        do {
            return try .json(try await save(), status: status)
        } catch let error as PhrasePackError {
            return Problem(
                title: "The phrases or words were refused", status: 422, detail: error.description,
                errors: error.messages.map { Problem.FieldMessage(field: field, message: $0) }
            ).response()
        }
    }

    /// The kinds each slot takes, by name; a name that is no kind is a field error, not a 500.
    private static func kinds(_ named: [String: [String]]) throws -> [String: [WordKind]] {
        var kinds: [String: [WordKind]] = [:]
        for (slot, names) in named {
            let known = names.compactMap(WordKind.init(rawValue:))
            guard known.count == names.count else { throw ValidationFailure("kinds", .unknownChoice) }
            kinds[slot] = known
        }
        return kinds
    }

    private static func requireTexts(source: String, target: String) throws {
        var errors = FieldErrorCollector()
        if source.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { errors.add("source", .required) }
        if target.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { errors.add("target", .required) }
        try errors.throwIfAny()
    }
}

/// A phrase to add: texts with |1|… slots, each slot's allowed word forms, and the kinds of
/// word a slot takes (a slot not named takes every word of its forms).
struct OwnPhraseRequest: Decodable {
    let source: String
    let target: String
    let slots: [String: [String]]?
    let kinds: [String: [String]]?
}

/// A word to add to one of the pack's word forms.
struct OwnWordRequest: Decodable {
    let form: String
    let source: String
    let target: String
    let gender: String?
    let pattern: String?
    let lemma: String?
    /// What the word names (a `WordKind`); none: offered in every slot of its form.
    let kind: String?
}
