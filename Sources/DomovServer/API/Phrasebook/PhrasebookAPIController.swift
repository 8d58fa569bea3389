import DomovCore
import Foundation
import Hummingbird

/// /api/v1/phrasebook: the packs, search, phrases rendered with chosen words, and the caller's
/// favourite and recently used phrases. Unknown packs and phrases answer 404.
struct PhrasebookAPIController {
    let services: DomovServices
    let catalog: PhrasebookCatalog

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.get("phrasebook/packs", use: packs)
        signedIn.get("phrasebook/packs/:pack", use: pack)
        signedIn.get("phrasebook/packs/:pack/search", use: search)
        signedIn.get("phrasebook/packs/:pack/phrases/:phrase", use: phrase)
        signedIn.get("phrasebook/packs/:pack/favourites", use: favourites)
        signedIn.put("phrasebook/packs/:pack/favourites/:phrase", use: saveFavourite)
        signedIn.delete("phrasebook/packs/:pack/favourites/:phrase", use: removeFavourite)
        signedIn.get("phrasebook/packs/:pack/recent", use: recent)
        addHouseholdRoutes(to: router)
    }

    @Sendable func packs(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        _ = context.user
        return try .json(catalog.packs.map(PhrasebookPackSummary.init))
    }

    @Sendable func pack(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try .json(try pack(context))
    }

    @Sendable func search(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let pack = try pack(context)
        let query = String(request.formQuery["q"].prefix(200))
        let script = Self.script(request)
        return try .json(
            PhrasebookSearch(pack: pack).search(query).map {
                PhraseResource(pack: pack, category: $0.category, phrase: $0.phrase, selection: PhraseSelection(), script: script)
            })
    }

    /// `w1`…`w9` choose words ("verb:sleep"); choices the slot does not allow are ignored.
    @Sendable func phrase(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let pack = try pack(context)
        guard let (category, phrase) = pack.phrase(context.parameters.get("phrase") ?? "") else { throw DomainError.notFound }
        let query = request.uri.queryParameters
        let selection = PhraseSelection(values: { name in query[Substring(name)].map(String.init) }).resolved(for: phrase, in: pack)
        return try .json(PhraseResource(pack: pack, category: category, phrase: phrase, selection: selection, script: Self.script(request)))
    }

    @Sendable func favourites(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try await saved(.favourite, request, context)
    }

    @Sendable func recent(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try await saved(.recent, request, context)
    }

    @Sendable func saveFavourite(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let pack = try pack(context)
        guard let (category, phrase) = pack.phrase(context.parameters.get("phrase") ?? "") else { throw DomainError.notFound }
        var request = request
        let body = try await request.decodeJSON(as: FavouriteRequest.self, context: context)
        let saved = try await services.phrasebook.save(
            phrase.id, selection: body.selection.resolved(for: phrase, in: pack), packID: pack.id, as: .favourite, for: user
        )
        return try .json(
            PhraseResource(
                pack: pack, category: category, phrase: phrase, selection: saved.selection, script: .latin, savedAt: saved.savedAt))
    }

    @Sendable func removeFavourite(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let pack = try pack(context)
        guard try await services.phrasebook.removeFavourite(context.parameters.get("phrase") ?? "", packID: pack.id, for: user)
        else { throw DomainError.notFound }
        return Response(status: .noContent)
    }

    private func saved(_ kind: SavedPhrase.Kind, _ request: Request, _ context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let pack = try pack(context)
        let saved = try await services.phrasebook.saved(kind, packID: pack.id, for: user)
        let script = Self.script(request)
        return try .json(
            saved.compactMap { saved -> PhraseResource? in
                guard let (category, phrase) = pack.phrase(saved.phraseID) else { return nil }
                return PhraseResource(
                    pack: pack, category: category, phrase: phrase, selection: saved.selection.resolved(for: phrase, in: pack),
                    script: script, savedAt: saved.savedAt)
            })
    }

    private func pack(_ context: some SignedInContext) throws -> PhrasePack {
        guard let pack = catalog.pack(context.parameters.get("pack") ?? "") else { throw DomainError.notFound }
        return pack
    }

    private static func script(_ request: Request) -> NeoslavonicScript {
        request.uri.queryParameters["script"].flatMap { NeoslavonicScript(rawValue: String($0)) } ?? .latin
    }
}
