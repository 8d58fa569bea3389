import DomovCore
import Foundation

/// A name's days in every followed calendar, with suggestions; or the form with its error.
struct NameDaySearchPage {
    let frame: NameDayFrame
    var query: String = ""
    var result: NameDaySearchResult?
    var failure: ValidationFailure?

    func render() -> HTML {
        frame.render(
            title: frame(.tabSearch), tab: .search,
            """
            <section class="card">
            \(frame.searchForm(query: query, failure: failure))
            </section>
            \(result.map(results))
            """)
    }

    private func results(_ result: NameDaySearchResult) -> HTML {
        let table: HTML
        if result.matches.isEmpty {
            table = "<p class=\"notice\" id=\"no-match\" role=\"status\">\(frame(.noMatch(result.query)))</p>"
        } else {
            let rows = result.matches.html { match in
                let nickname: HTML = match.nickname.map { "<p class=\"meta\">\(frame(.viaNickname($0)))</p>" } ?? ""
                return """
                    <tr><th scope="row">\(match.name)\(nickname)</th><td>\(frame.day(match.day))</td>\
                    <td>\(frame(.calendarName(match.calendar)))</td><td>\(frame.remindLink(match.name))</td></tr>
                    """
            }
            table = """
                <div class="table-wrap"><table class="name-day-results" id="search-results">
                <thead><tr><th scope="col">\(frame(.nameColumn))</th><th scope="col">\(frame(.dateColumn))</th>\
                <th scope="col">\(frame(.calendarColumn))</th><th scope="col"><span \
                class="visually-hidden">\(frame(.remindMe))</span></th></tr></thead>
                <tbody>\(rows)</tbody></table></div>
                """
        }
        let shown = Set(result.matches.map(\.name))
        let others = result.suggestions.filter { !shown.contains($0.name) || $0.nickname != nil && result.matches.isEmpty }
        let suggestions: HTML =
            others.isEmpty
            ? ""
            : """
            <p>\(frame(.didYouMean))</p>
            <ul class="suggestions" id="suggestions">\(others.html { suggestion in
                let label = suggestion.nickname.map { "\($0) → \(suggestion.name)" } ?? suggestion.name
                return "<li><a href=\"\(SiteURL.nameDays(.search(query: suggestion.name)))\">\(label)</a></li>"
            })</ul>
            """
        return """
            <section class="card" aria-labelledby="results-heading" aria-live="polite">
            <h2 id="results-heading">\(frame(.resultsFor(result.query)))</h2>
            \(table)
            \(suggestions)
            </section>
            """
    }
}
