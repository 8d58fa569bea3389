import DomovCore
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// The phrasebook in the browser: packs, categories with fill-in phrases, the word picker,
/// search, grammar and info. Every page works with plain links and GET forms; the words
/// chosen so far travel in the URL.
struct PhrasebookController {
    let services: DomovServices
    let catalog: PhrasebookCatalog

    static let scriptCookie = "domov_pb_script"

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        signedIn.get(PhrasebookURL.Route.start, use: start)
        signedIn.get(PhrasebookURL.Route.script, use: setScript)
        signedIn.get(PhrasebookURL.Route.pack, use: home)
        signedIn.get(PhrasebookURL.Route.packFile, use: packFile)
        signedIn.get(PhrasebookURL.Route.offlineData, use: offlineData)
        signedIn.get(PhrasebookURL.Route.category, use: category)
        signedIn.get(PhrasebookURL.Route.picker, use: picker)
        signedIn.get(PhrasebookURL.Route.search, use: search)
        signedIn.get(PhrasebookURL.Route.grammar, use: grammar)
        signedIn.get(PhrasebookURL.Route.info, use: info)
        signedIn.get(PhrasebookURL.Route.favourites, use: favourites)
        signedIn.post(PhrasebookURL.Route.favourite, use: toggleFavourite)
        addHouseholdRoutes(to: router)
    }

    @Sendable func start(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        _ = context.user
        guard let pack = catalog.defaultPack(for: context.localizer.language) else { throw DomainError.notFound }
        return .redirect(to: .phrasebook(.pack(pack.id)))
    }

    @Sendable func home(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let frame = try await frame(request, context)
        return .html(PhrasebookHomePage(frame: frame).render())
    }

    @Sendable func category(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let frame = try await frame(request, context)
        let user = context.user
        let category = try category(frame.pack, context)
        let state = state(request, frame.pack)
        var isFavourite = false
        if let selected = state.selected, category.phrases.contains(where: { $0.id == selected }) {
            // A translated phrase becomes the newest of the recently used, with its words.
            try await services.phrasebook.save(selected, selection: state.choices[selected], packID: frame.pack.id, as: .recent, for: user)
            isFavourite = try await services.phrasebook.saved(.favourite, packID: frame.pack.id, for: user).contains {
                $0.phraseID == selected
            }
        }
        return .html(PhrasebookCategoryPage(frame: frame, category: category, state: state, isFavourite: isFavourite).render())
    }

    @Sendable func favourites(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let frame = try await frame(request, context)
        let user = context.user
        let favourites = try await services.phrasebook.saved(.favourite, packID: frame.pack.id, for: user)
        let recent = try await services.phrasebook.saved(.recent, packID: frame.pack.id, for: user)
        return .html(PhrasebookFavouritesPage(frame: frame, favourites: favourites, recent: recent).render())
    }

    /// Keeps ("favourite=on") or forgets a favourite, then goes back to the phrase. The page's
    /// script asks for JSON: it toggles the button in place, and sends the changes made
    /// without the network once it is back, where a redirect would be no answer.
    @Sendable func toggleFavourite(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let pack = try await frame(request, context).pack
        let form = context.form
        guard let phrase = pack.phrase(form[PhrasebookTranslationBar.Field.phrase])?.phrase else { throw DomainError.notFound }
        let isFavourite = form[PhrasebookTranslationBar.Field.favourite] != "off"
        if !isFavourite {
            _ = try await services.phrasebook.removeFavourite(phrase.id, packID: pack.id, for: user)
        } else {
            let selection = PhraseSelection(storedText: form[PhrasebookTranslationBar.Field.choices]).resolved(for: phrase, in: pack)
            try await services.phrasebook.save(phrase.id, selection: selection, packID: pack.id, as: .favourite, for: user)
        }
        if request.headers[.accept]?.contains("application/json") == true {
            return try .json(FavouriteResult(phrase: phrase.id, favourite: isFavourite))
        }
        let back = SiteURL.safeNext(form[PhrasebookTranslationBar.Field.back]).flatMap { $0.hasPrefix("/phrasebook/") ? $0 : nil }
        return .redirect(toPath: (back ?? SiteURL.phrasebook(.favourites(pack.id)).path) + "#pb-bar")
    }

    /// The favourite's state after a change the page's script sent.
    struct FavouriteResult: Encodable {
        let phrase: String
        let favourite: Bool
    }

    @Sendable func picker(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let frame = try await frame(request, context)
        let category = try category(frame.pack, context)
        let query = request.uri.queryParameters
        guard let phraseID = query["phrase"].map(String.init),
            let phrase = category.phrases.first(where: { $0.id == phraseID }),
            let slot = query["slot"].flatMap({ Int(String($0)) }), !phrase.allowedForms(slot).isEmpty
        else { throw DomainError.notFound }
        return .html(
            PhrasebookPickerPage(frame: frame, category: category, phrase: phrase, slot: slot, state: state(request, frame.pack)).render())
    }

    @Sendable func search(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let frame = try await frame(request, context)
        let query = String(request.formQuery["q"].trimmingCharacters(in: .whitespacesAndNewlines).prefix(200))
        let search = PhrasebookSearch(pack: frame.pack)
        return .html(PhrasebookSearchPage(frame: frame, query: query, hits: search.search(query), words: search.words(query)).render())
    }

    @Sendable func grammar(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let frame = try await frame(request, context)
        return .html(PhrasebookGrammarPage(frame: frame).render())
    }

    @Sendable func info(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let frame = try await frame(request, context)
        return .html(PhrasebookInfoPage(frame: frame).render())
    }

    /// The pack as the loader accepted it, for offline use; it holds no personal data.
    @Sendable func packFile(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        _ = context.user
        guard let pack = catalog.pack(context.parameters.get("pack") ?? "") else { throw DomainError.notFound }
        return try .json(pack)
    }

    /// What the page's script needs to translate and fill slots offline: the pack with the
    /// household's own phrases, in the reader's language, and which phrases are the person's
    /// favourites. The service worker keeps it (and drops it at sign-out).
    @Sendable func offlineData(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let frame = try await frame(request, context)
        let user = context.user
        let favourites = try await services.phrasebook.saved(.favourite, packID: frame.pack.id, for: user)
        var response = try Response.json(PhrasebookOfflineData(frame: frame, favourites: favourites.map(\.phraseID)))
        response.headers[.cacheControl] = "private, no-cache"
        return response
    }

    /// Remembers the script in a cookie, then goes back; only local paths are followed.
    @Sendable func setScript(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        _ = context.user
        let script = request.uri.queryParameters["to"].flatMap { NeoslavonicScript(rawValue: String($0)) } ?? .latin
        let back = SiteURL.safeNext(request.uri.queryParameters["back"].map(String.init)) ?? SiteURL.phrasebook(.start).path
        var response = Response.redirect(toPath: back.hasPrefix("/phrasebook") ? back : SiteURL.phrasebook(.start).path)
        response.setCookie(
            Cookie(
                name: Self.scriptCookie, value: script.rawValue, maxAge: 365 * 86_400, path: "/phrasebook",
                secure: services.config.usesHTTPS, httpOnly: true, sameSite: .lax))
        return response
    }

    // MARK: Helpers

    /// The page frame with the pack merged with the current household's own phrases and words.
    func frame(_ request: Request, _ context: some SignedInContext) async throws -> PhrasebookFrame {
        guard var pack = catalog.pack(context.parameters.get("pack") ?? "") else { throw DomainError.notFound }
        if let household = context.currentHousehold {
            pack = pack.merged(with: try await services.phrasebook.householdPart(of: pack, householdID: household.id))
        }
        let script = request.cookies[Self.scriptCookie].flatMap { NeoslavonicScript(rawValue: $0.value) } ?? .latin
        let path = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
        return PhrasebookFrame(
            chrome: services.chrome(context, section: .module(.phrasebook)), catalog: catalog, pack: pack,
            script: script, path: path)
    }

    func category(_ pack: PhrasePack, _ context: some RequestContext) throws -> PhraseCategory {
        guard let category = pack.category(context.parameters.get("category") ?? "") else { throw DomainError.notFound }
        return category
    }

    /// The selected phrase and chosen words from the query, keeping only what the pack has.
    func state(_ request: Request, _ pack: PhrasePack) -> PhrasebookState {
        let query = request.uri.queryParameters
        let choices = PhraseChoices(tokens: query.getAll("w").map { String($0) }).resolved(in: pack)
        let selected = query["p"].map(String.init).flatMap { pack.phrase($0) != nil ? $0 : nil }
        return PhrasebookState(selected: selected, choices: choices)
    }
}
