import DomovCore
import Foundation
import Testing

/// Slots are filled in text order whatever their numbers, each language with its own word,
/// and an unfilled slot is a button labelled with the forms it allows.
@Suite("Phrasebook rendering")
struct PhraseRendererTests {
    typealias F = PhrasebookFixtures
    let renderer = PhraseRenderer(pack: F.pack)

    func phrase(_ id: String) -> Phrase { F.pack.phrase(id)!.phrase }

    @Test func aPhraseWithoutSlotsIsItsText() {
        let rendered = renderer.render(phrase("please"), .target)
        #expect(rendered.pieces == [.text("Prošu!")])
        #expect(rendered.plainText() == "Prošu!")
        #expect(rendered.isComplete)
    }

    @Test func anEmptySlotIsLabelledWithItsAllowedForms() {
        let rendered = renderer.render(phrase("want"), .source)
        #expect(rendered.pieces == [.text("I want "), .slot(number: 1, label: "Verb or Accusative", word: nil), .text(".")])
        #expect(rendered.plainText() == "I want ….")
        #expect(!rendered.isComplete)
    }

    @Test func oneSlotShowsTheChosenWordInEachLanguage() {
        let selection = PhraseSelection([1: F.choice("verb:sleep")])
        #expect(renderer.render(phrase("want"), .source, selection: selection).plainText() == "I want to sleep.")
        #expect(renderer.render(phrase("want"), .target, selection: selection).plainText() == "Hoču spati.")
        let noun = PhraseSelection([1: F.choice("accusative:water")])
        #expect(renderer.render(phrase("want"), .target, selection: noun).plainText() == "Hoču vodu.")
    }

    @Test func twoSlotsInAnotherOrderInTheTarget() {
        let selection = PhraseSelection([1: F.choice("accusative:water"), 2: F.choice("dative:brother")])
        #expect(renderer.render(phrase("give"), .source, selection: selection).plainText() == "Give water to my brother.")
        #expect(renderer.render(phrase("give"), .target, selection: selection).plainText() == "Daj bratu vodu.")
    }

    @Test func threeSlotsInAnyOrderAndPartlyFilled() {
        let all = PhraseSelection([1: F.choice("accusative:water"), 2: F.choice("accusative:brother"), 3: F.choice("verb:sing")])
        #expect(renderer.render(phrase("three"), .source, selection: all).plainText() == "Water, my brother and to sing.")
        #expect(renderer.render(phrase("three"), .target, selection: all).plainText() == "Pievati, vodu i brata.")
        let partly = PhraseSelection([3: F.choice("verb:sing")])
        #expect(renderer.render(phrase("three"), .target, selection: partly).plainText(placeholder: "_") == "Pievati, _ i _.")
    }

    @Test func aWordFromAFormTheSlotDoesNotAllowIsIgnored() {
        let wrong = PhraseSelection([1: F.choice("dative:brother")])
        #expect(renderer.render(phrase("want"), .target, selection: wrong).plainText() == "Hoču ….")
        #expect(wrong.resolved(for: phrase("want"), in: F.pack).isEmpty)
        let missing = PhraseSelection([1: F.choice("verb:fly")])
        #expect(missing.resolved(for: phrase("want"), in: F.pack).isEmpty)
    }

    @Test func choicesAreKeptPerPhraseAndTravelInQueries() {
        let selection = PhraseSelection([2: F.choice("dative:brother"), 1: F.choice("accusative:water")])
        #expect(selection.queryItems.map(\.name) == ["w1", "w2"])
        let read = PhraseSelection(values: { name in selection.queryItems.first { $0.name == name }?.value })
        #expect(read == selection)
        #expect(PhraseSelection(values: { $0 == "w1" ? "no-colon" : nil }).isEmpty)
    }

    @Test func thePickerHasASectionPerAllowedForm() {
        let sections = renderer.pickerSections(phrase("want"), slot: 1)
        #expect(sections.map(\.id) == ["verb", "accusative"])
        #expect(sections[1].entries.map(\.source) == ["my brother", "water"])
        #expect(sections[1].entries[0].gender == .masculine && sections[1].entries[0].pattern == "brat")
        #expect(renderer.pickerSections(phrase("give"), slot: 2).map(\.id) == ["dative"])
        #expect(renderer.pickerSections(phrase("please"), slot: 1).isEmpty)
    }

    @Test func templatesFindSlotsInTextOrderAndStrayBars() {
        #expect(PhraseTemplate("|2| a |1|").slotNumbers == [2, 1])
        #expect(PhraseTemplate("a | b").hasStrayBar)
        #expect(PhraseTemplate("|x|").hasStrayBar)
        #expect(!PhraseTemplate("|1||2|").hasStrayBar)
        #expect(PhraseTemplate("|1||2|").slotNumbers == [1, 2])
    }
}

/// Choices of several phrases side by side, as a category page keeps them in its URL.
@Suite("Phrasebook choices per phrase")
struct PhraseChoicesTests {
    typealias F = PhrasebookFixtures

    @Test func eachPhraseKeepsItsOwnWords() {
        var choices = PhraseChoices()
        choices["want"] = PhraseSelection([1: F.choice("verb:sleep")])
        choices["give"] = PhraseSelection([2: F.choice("dative:brother"), 1: F.choice("accusative:water")])
        #expect(choices.tokens == ["give.1.accusative:water", "give.2.dative:brother", "want.1.verb:sleep"])
        #expect(PhraseChoices(tokens: choices.tokens) == choices)
        choices["want"] = PhraseSelection()
        #expect(choices.tokens.count == 2)
        #expect(choices["want"].isEmpty)
    }

    @Test func malformedAndForeignChoicesAreDropped() {
        let choices = PhraseChoices(tokens: [
            "want.1.verb:sleep", "want.x.verb:sleep", "nope", "want.1", "ghost.1.verb:sleep", "want.2.verb:sing",
        ])
        #expect(choices.tokens == ["ghost.1.verb:sleep", "want.1.verb:sleep", "want.2.verb:sing"])
        #expect(choices.resolved(in: F.pack).tokens == ["want.1.verb:sleep"])
    }
}
