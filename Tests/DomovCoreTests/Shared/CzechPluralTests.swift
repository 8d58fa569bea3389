import DomovCore
import Testing

/// The one Czech plural rule the whole app counts with.
@Suite("Czech plural")
struct CzechPluralTests {
    @Test func oneTwoToFourAndTheRest() {
        #expect(
            [0, 1, 2, 3, 4, 5, 11, 21, 22, 100].map(CzechPlural.form) == [.many, .one, .few, .few, .few, .many, .many, .many, .many, .many])
        #expect(
            [1, 2, 4, 5, 0].map { CzechPlural.count($0, one: "položka", few: "položky", many: "položek") }
                == ["1 položka", "2 položky", "4 položky", "5 položek", "0 položek"])
        #expect(CzechPlural.choose(3, one: "Přidána", few: "Přidány", many: "Přidáno") == "Přidány")
    }
}
