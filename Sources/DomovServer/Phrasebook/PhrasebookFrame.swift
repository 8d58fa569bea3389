import DomovCore
import Foundation

/// What every phrasebook page shares: the pack, the script its target is shown in, and the
/// two-pane layout: the menu (Phrases by category, then Other: Grammar and Info) beside the
/// content on wide screens, and in a drawer on phones. The drawer is a checkbox and its
/// labels, so it opens and closes without JavaScript.
struct PhrasebookFrame {
    enum Current: Equatable {
        case home, category(String), search, grammar, info, favourites, household
    }

    let chrome: PageChrome
    let catalog: PhrasebookCatalog
    let pack: PhrasePack
    let script: NeoslavonicScript
    /// The path of this page, so the script toggle can come back to it.
    let path: String

    var t: Localizer { chrome.t }

    func callAsFunction(_ text: PhrasebookText) -> String {
        t(.phrasebook(text))
    }

    /// A pack's language, named in the reader's language ("Czech", not "Čeština").
    func language(_ language: PackLanguage) -> String {
        self(.language(language))
    }

    /// "English → Czech" in the reader's language, whatever the pack calls itself.
    func packTitle(_ pack: PhrasePack) -> String {
        self(.languages(language(pack.source), language(pack.target)))
    }

    /// A target-language text in the chosen script.
    func target(_ text: String) -> String {
        pack.target.hasCyrillic ? script.show(text) : text
    }

    /// `state`: on category pages, the selection the page was drawn for, so phrasebook.js can
    /// tell a page the service worker answered for another selection and draw it from its data.
    /// `data-owner` names the signed-in person, so favourites kept in the browser without the
    /// network are only ever sent for the one who made them.
    func render(title: String, current: Current, state: PhrasebookState? = nil, _ content: HTML) -> HTML {
        let drawn: HTML = state.map { " data-drawn=\"\($0.query)\"" } ?? .empty
        return PageLayout(chrome: chrome, title: title, module: .phrasebook).render(
            """
            <div class="pb" data-pack="\(pack.id)" data-script="\(script.rawValue)" \
            data-offline="\(SiteURL.phrasebook(.offlineData(pack.id)))" data-owner="\(chrome.user?.id.description ?? "")"\(drawn)>
            <input type="checkbox" id="pb-drawer" class="pb-drawer-toggle" aria-label="\(self(.menu))">
            <div class="pb-topbar">
            <label for="pb-drawer" class="button pb-drawer-open">\(self(.menu))</label>
            <span class="pb-pack-name">\(packTitle(pack))</span>
            </div>
            \(menu(current))
            <label for="pb-drawer" class="pb-scrim" title="\(self(.closeMenu))"></label>
            <section class="pb-content" id="pb-content">
            \(content)
            </section>
            </div>
            """)
    }

    private func menu(_ current: Current) -> HTML {
        func item(_ url: SiteURL, _ label: String, _ isCurrent: Bool) -> HTML {
            "<li><a href=\"\(url)\"\(isCurrent ? " aria-current=\"page\"" as HTML : "")>\(label)</a></li>"
        }
        let categories = pack.sortedCategories.html { category in
            item(.phrasebook(.category(pack.id, category.id)), category.name, current == .category(category.id))
        }
        let others = catalog.packs.filter { $0.id != pack.id }.html { other in
            "<li><a href=\"\(SiteURL.phrasebook(.pack(other.id)))\">\(packTitle(other))</a></li>"
        }
        return """
            <nav class="pb-menu" id="pb-menu" aria-label="\(self(.moduleTitle))">
            <div class="pb-menu-head">
            <a class="pb-home" href="\(SiteURL.phrasebook(.pack(pack.id)))">\(packTitle(pack))</a>
            <label for="pb-drawer" class="button link pb-drawer-close">\(self(.closeMenu))</label>
            </div>
            <form class="pb-search" method="get" action="\(SiteURL.phrasebook(.search(pack.id)))" role="search">
            <label class="visually-hidden" for="pb-q">\(self(.searchLabel))</label>
            <input type="search" id="pb-q" name="q" placeholder="\(self(.searchLabel))">
            <button type="submit" class="button">\(self(.search))</button>
            </form>
            <ul class="pb-menu-list">
            \(item(.phrasebook(.favourites(pack.id)), self(.favourites), current == .favourites))
            \(chrome.currentHousehold.map { item(.phrasebook(.household(pack.id, $0.id)), self(.household($0.name)),
                current == .household) })
            </ul>
            <h2>\(self(.phrases))</h2>
            <ul class="pb-menu-list" id="pb-categories">\(categories)</ul>
            <h2>\(self(.other))</h2>
            <ul class="pb-menu-list">
            \(item(.phrasebook(.grammar(pack.id)), self(.grammar), current == .grammar))
            \(item(.phrasebook(.info(pack.id)), self(.info), current == .info))
            </ul>
            \(scriptToggle)
            \(others.rendered.isEmpty ? HTML.empty : "<h2>\(self(.otherPacks))</h2><ul class=\"pb-menu-list\">\(others)</ul>" as HTML)
            </nav>
            """
    }

    private var scriptToggle: HTML {
        guard pack.target.hasCyrillic else { return .empty }
        let other: NeoslavonicScript = script == .latin ? .cyrillic : .latin
        return """
            <p class="pb-script">\(self(.script)): <strong>\(self(script == .latin ? .latin : .cyrillic))</strong>
            <a id="pb-script-toggle" href="\(SiteURL.phrasebook(.script(other, back: path)))">\(self(.showIn(other)))</a></p>
            """
    }
}
