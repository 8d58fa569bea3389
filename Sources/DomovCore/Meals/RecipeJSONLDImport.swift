import Foundation

/// Reads a schema.org Recipe out of a web page: the `<script type="application/ld+json">` blocks,
/// with the recipe at the top, in an array, in `@graph` or as a page's `mainEntity`. The result is
/// a `RecipeInput` to preview and check like a typed recipe; the image stays a link.
public enum RecipeJSONLDImport {
    public enum Failure: Error, Sendable, Equatable {
        /// No JSON-LD block held a Recipe: the page has none, or only other kinds of data.
        case noRecipe
        /// No block that could be read held a Recipe, and at least one could not be read as JSON:
        /// the recipe is most likely in that one, so the page's own data is at fault.
        case notJSON
    }

    /// The first Recipe of the page as form input. A bare JSON-LD document (a saved .jsonld file,
    /// Domov's own export) is read as one block.
    public static func recipe(fromHTML html: String) throws(Failure) -> RecipeInput {
        let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
        let blocks = trimmed.hasPrefix("{") || trimmed.hasPrefix("[") ? [trimmed] : scripts(in: html)
        var unreadable = false
        for block in blocks {
            guard let data = block.data(using: .utf8),
                let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            else {
                unreadable = true
                continue
            }
            if let node = findRecipe(json, depth: 0) { return input(from: node) }
        }
        throw unreadable ? .notJSON : .noRecipe
    }

    /// The contents of every JSON-LD script block, in page order.
    static func scripts(in html: String) -> [String] {
        var blocks: [String] = []
        var searchFrom = html.startIndex
        while let open = html.range(of: "<script", options: .caseInsensitive, range: searchFrom..<html.endIndex) {
            guard let tagEnd = html.range(of: ">", range: open.upperBound..<html.endIndex),
                let close = html.range(of: "</script", options: .caseInsensitive, range: tagEnd.upperBound..<html.endIndex)
            else { break }
            if html[open.upperBound..<tagEnd.lowerBound].range(of: "application/ld+json", options: .caseInsensitive) != nil {
                var text = String(html[tagEnd.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
                for wrapper in ["//<![CDATA[", "//]]>", "<![CDATA[", "]]>", "<!--", "-->"] {
                    text = text.replacingOccurrences(of: wrapper, with: "")
                }
                blocks.append(text)
            }
            searchFrom = close.upperBound
        }
        return blocks
    }

    /// Depth-first through arrays, `@graph`, `mainEntity` and other objects, to the first Recipe.
    static func findRecipe(_ json: Any, depth: Int) -> [String: Any]? {
        guard depth < 8 else { return nil }
        if let array = json as? [Any] {
            for element in array { if let found = findRecipe(element, depth: depth + 1) { return found } }
            return nil
        }
        guard let object = json as? [String: Any] else { return nil }
        if isRecipe(object["@type"]) { return object }
        for key in ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"] {
            if let value = object[key], let found = findRecipe(value, depth: depth + 1) { return found }
        }
        return nil
    }

    static func isRecipe(_ type: Any?) -> Bool {
        func matches(_ text: String) -> Bool { text == "Recipe" || text.hasSuffix("/Recipe") || text == "schema:Recipe" }
        if let text = type as? String { return matches(text) }
        if let list = type as? [Any] { return list.contains { ($0 as? String).map(matches) ?? false } }
        return false
    }

    static func input(from node: [String: Any]) -> RecipeInput {
        var input = RecipeInput()
        input.name = text(node["name"]) ?? text(node["headline"]) ?? ""
        input.summary = text(node["description"]).map { cut($0, to: RecipeInput.maximumSummaryLength) } ?? ""
        input.ingredients = strings(node["recipeIngredient"] ?? node["ingredients"]).map(normalizeQuantity).joined(separator: "\n")
        input.method = instructions(node["recipeInstructions"]).flatMap(splitLong).joined(separator: "\n")
        let total = duration(node["totalTime"])
        let prep = duration(node["prepTime"]), cook = duration(node["cookTime"])
        let parts = [prep, cook].compactMap { $0 }
        if let minutes = total ?? (parts.isEmpty ? nil : parts.reduce(0, +)) { input.preparationMinutes = String(minutes) }
        if let servings = yield(node["recipeYield"] ?? node["yield"]) { input.servings = String(servings) }
        if let nutrition = node["nutrition"] as? [String: Any] {
            input.kcal = amount(nutrition["calories"]) ?? ""
            input.protein = amount(nutrition["proteinContent"]) ?? ""
            input.carbohydrate = amount(nutrition["carbohydrateContent"]) ?? ""
            input.fat = amount(nutrition["fatContent"]) ?? ""
        }
        input.imageURL = image(node["image"]) ?? ""
        input.details = RecipeDetails(
            author: person(node["author"] ?? node["creator"]).map { cut($0, to: RecipeDetails.maximumTextLength) } ?? "",
            category: strings(node["recipeCategory"]).first.map { cut($0, to: RecipeDetails.maximumTextLength) } ?? "",
            cuisine: strings(node["recipeCuisine"]).first.map { cut($0, to: RecipeDetails.maximumTextLength) } ?? "",
            keywords: RecipeDetails.keywords(keywords(node["keywords"])), prepMinutes: prep, cookMinutes: cook
        )
        return input
    }

    /// A name, a Person or Organization, or a list of those: the names joined, as a byline reads.
    static func person(_ value: Any?) -> String? {
        if let list = value as? [Any] {
            let names = list.compactMap { person($0) }
            return names.isEmpty ? nil : names.joined(separator: ", ")
        }
        if let object = value as? [String: Any] { return text(object["name"]) }
        return text(value)
    }

    /// "vegan, quick" or ["vegan", "quick"]: the keywords joined by commas, repeats left out, only
    /// as many whole keywords as the field holds.
    static func keywords(_ value: Any?) -> String {
        let raw = (value as? [Any])?.compactMap { text($0) } ?? text(value).map { [$0] } ?? []
        var seen = Set<String>()
        var kept = ""
        for keyword in raw.flatMap(RecipeDetails.keywords) where seen.insert(keyword.lowercased()).inserted {
            let next = kept.isEmpty ? keyword : kept + ", " + keyword
            guard next.count <= RecipeDetails.maximumKeywordsLength else { break }
            kept = next
        }
        return kept
    }

    // MARK: Values

    static func text(_ value: Any?) -> String? {
        if let string = value as? String {
            let plain = HTMLText.plain(string)
            return plain.isEmpty ? nil : plain
        }
        if let number = value as? NSNumber { return number.stringValue }
        if let list = value as? [Any] { return list.lazy.compactMap { text($0) }.first }
        return nil
    }

    static func strings(_ value: Any?) -> [String] {
        if let list = value as? [Any] { return list.flatMap { strings($0) } }
        if let object = value as? [String: Any] { return text(object["text"] ?? object["name"]).map { [$0] } ?? [] }
        guard let string = value as? String else { return [] }
        return lines(string)
    }

    /// Text, HowToStep, HowToSection (its name, then its steps), ItemList, or arrays of those.
    static func instructions(_ value: Any?) -> [String] {
        if let list = value as? [Any] { return list.flatMap { instructions($0) } }
        if let object = value as? [String: Any] {
            if let elements = object["itemListElement"] {
                let heading = text(object["name"]).map { [$0.hasSuffix(":") ? $0 : $0 + ":"] } ?? []
                return heading + instructions(elements)
            }
            return text(object["text"] ?? object["name"] ?? object["description"]).map { [$0] } ?? []
        }
        guard let string = value as? String else { return [] }
        return lines(string)
    }

    /// Lines of a text that may use tags (<p>, <li>, <br>) or newlines between steps.
    static func lines(_ string: String) -> [String] {
        var text = ""
        var inTag = false
        for character in string {
            if character == "<" { inTag = true; text.append("\n"); continue }
            if character == ">", inTag { inTag = false; continue }
            if !inTag { text.append(character) }
        }
        return text.split(whereSeparator: \.isNewline).map { HTMLText.plain(String($0)) }.filter { !$0.isEmpty }
    }

    static func duration(_ value: Any?) -> Int? {
        (value as? String).flatMap(ISODuration.minutes).flatMap { $0 > 0 ? $0 : nil }
    }

    /// "4", 4, "4 servings", "Serves 4-6", ["4", "4 servings"]: the first whole number.
    static func yield(_ value: Any?) -> Int? {
        if let number = value as? NSNumber { return number.intValue > 0 ? number.intValue : nil }
        if let list = value as? [Any] { return list.lazy.compactMap { yield($0) }.first }
        guard let string = value as? String else { return nil }
        let digits = string.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }

    /// "320 kcal", "25 g", "12,5g", 320: the number as the form takes it.
    static func amount(_ value: Any?) -> String? {
        if let number = value as? NSNumber { return number.stringValue }
        guard let string = value as? String else { return nil }
        let number = string.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." || $0 == "," }
        return number.isEmpty ? nil : String(number).replacingOccurrences(of: ",", with: ".")
    }

    /// A URL string, a list of them, an ImageObject or a list of those: the first http(s) address.
    static func image(_ value: Any?) -> String? {
        if let list = value as? [Any] { return list.lazy.compactMap { image($0) }.first }
        if let object = value as? [String: Any] { return image(object["url"] ?? object["contentUrl"]) }
        guard let string = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        let lower = string.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), string.count <= RecipeInput.maximumImageURLLength else {
            return nil
        }
        return string
    }

    /// "½ cup milk" → "0.5 cup milk", "1½ tsp" → "1.5 tsp", "1 1/2 cups" → "1.5 cups", so quantities parse.
    static func normalizeQuantity(_ line: String) -> String {
        let fractions: [Character: Double] = ["½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅛": 0.125]
        var words = line.split(separator: " ").map(String.init)
        guard let first = words.first else { return line }
        if let last = first.last, let fraction = fractions[last] {
            let whole = first.dropLast()
            guard whole.isEmpty || Int(whole) != nil else { return line }
            words[0] = RecipeIngredientLine.formatQuantity(Double(Int(whole) ?? 0) + fraction)
        } else if words.count > 1, let whole = Int(first), words[1].contains("/"),
            let top = Double(words[1].split(separator: "/").first ?? ""), let bottom = Double(words[1].split(separator: "/").last ?? ""),
            bottom > 0
        {
            words.replaceSubrange(0...1, with: [RecipeIngredientLine.formatQuantity(Double(whole) + top / bottom)])
        }
        return words.joined(separator: " ")
    }

    /// A step longer than a line may be is split at sentence ends.
    static func splitLong(_ step: String) -> [String] {
        guard step.count > RecipeInput.maximumLineLength else { return [step] }
        var parts: [String] = []
        var current = ""
        for sentence in step.split(separator: ". ", omittingEmptySubsequences: true) {
            let piece = String(sentence).hasSuffix(".") ? String(sentence) : String(sentence) + "."
            if !current.isEmpty, current.count + piece.count + 1 > RecipeInput.maximumLineLength {
                parts.append(current)
                current = ""
            }
            current = current.isEmpty ? piece : current + " " + piece
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    static func cut(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }
}
