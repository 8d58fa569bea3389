import Foundation

extension PhrasePack {
    /// This pack with a household's own phrases and words added: its categories after the
    /// pack's, its words appended to the forms of the same id (or as new forms), and its
    /// declension patterns after the pack's. Ids that clash are left for the validator to name.
    public func merged(with household: PhrasePack) -> PhrasePack {
        var merged = self
        merged.categories += household.categories
        for form in household.forms {
            if let index = merged.forms.firstIndex(where: { $0.id == form.id }) {
                merged.forms[index].entries += form.entries
            } else {
                merged.forms.append(form)
            }
        }
        if let extra = household.grammar?.declensions, !extra.isEmpty {
            var grammar = merged.grammar ?? PackGrammar()
            grammar.declensions = (grammar.declensions ?? []) + extra
            merged.grammar = grammar
        }
        return merged
    }

    /// An empty household pack for this pack: same languages, no phrases or words yet.
    public func emptyHouseholdPack(name: String) -> PhrasePack {
        PhrasePack(id: "household", name: name, source: source, target: target, categories: [], forms: [])
    }
}

extension PhrasePackLoader {
    /// A household's phrases and words for `base`, from an export or an upload. It is refused
    /// with the same messages as a shipped pack: its own entries, and its slots and words
    /// checked together with the pack it extends (a slot may use the pack's forms).
    public func householdPack(from data: Data, file: String, over base: PhrasePack) throws(PhrasePackError) -> PhrasePack {
        let household: PhrasePack
        do {
            household = try JSONDecoder().decode(PhrasePack.self, from: data)
        } catch let error as DecodingError {
            throw .unreadable(file: file, detail: Self.describe(error))
        } catch {
            throw .unreadable(file: file, detail: "\(error)")
        }
        let existing =
            household.categories.flatMap(\.phrases).filter { base.phrase($0.id) != nil }.count
            + household.forms.reduce(0) { count, form in count + form.entries.filter { base.form(form.id)?.entry($0.id) != nil }.count }
        if existing > 0 {
            throw .alreadyInPack(file: file, existing: existing, total: household.phraseCount + household.entryCount)
        }
        var problems = PhrasePackValidator().problems(in: base.merged(with: household))
        if household.source.code != base.source.code || household.target.code != base.target.code {
            problems.insert(
                PhrasePackProblem(
                    entry: "pack",
                    message:
                        """
                        its languages (\(household.source.code) → \(household.target.code)) are not those of '\(base.id)' \
                        (\(base.source.code) → \(base.target.code))
                        """
                ), at: 0)
        }
        guard problems.isEmpty else { throw .invalid(file: file, problems: problems) }
        return household
    }
}
