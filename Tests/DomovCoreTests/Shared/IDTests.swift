import DomovCore
import DomovTesting
import Foundation
import Testing

@Suite("ID and IDGenerator")
struct IDTests {
    @Test func descriptionIsLowercaseAndParsesBack() throws {
        let uuid = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF"))
        let id = ID<User>(uuid)
        #expect(id.description == "6f9619ff-8b86-d011-b42d-00cf4fc964ff")
        #expect(ID<User>(id.description) == id)
        #expect(ID<User>("6F9619FF-8B86-D011-B42D-00CF4FC964FF") == id)
        #expect(ID<User>("not-a-uuid") == nil)
    }

    /// The hand-written text form agrees with Foundation's on random ids, and refuses what it refuses.
    @Test func textFormMatchesFoundation() {
        for _ in 0..<1_000 {
            let uuid = UUID()
            #expect(uuid.lowercaseText == uuid.uuidString.lowercased())
            #expect(UUID(text: uuid.uuidString) == uuid)
            #expect(UUID(text: uuid.lowercaseText) == uuid)
        }
        let refused = [
            "", "6f9619ff-8b86-d011-b42d-00cf4fc964f", "6f9619ff-8b86-d011-b42d-00cf4fc964fff", "6f9619ff8b86-d011-b42d-00cf4fc964ff0",
            "6f9619ff-8b86-d011-b42d-00cf4fc964fg", "6f9619ff_8b86-d011-b42d-00cf4fc964ff", "{6f9619ff-8b86-d011-b42d-00cf4fc964f}",
            "6f9619ff-8b86-d011-b42d-00cf4fc964f\u{e9}",
        ]
        for text in refused {
            #expect(UUID(text: text) == nil, "\(text)")
            #expect(UUID(uuidString: text) == nil, "Foundation refuses \(text) too")
        }
    }

    @Test func codesAsALowercaseString() throws {
        let id = ID<Household>(try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")))
        let data = try JSONEncoder().encode([id])
        #expect(String(decoding: data, as: UTF8.self) == #"["6f9619ff-8b86-d011-b42d-00cf4fc964ff"]"#)
        #expect(try JSONDecoder().decode([ID<Household>].self, from: data) == [id])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ID<Household>].self, from: Data(#"["x"]"#.utf8)) }
    }

    @Test func sequentialGeneratorIsPredictable() {
        let ids = IDGenerator.sequential()
        let first: ID<User> = ids()
        let second: ID<Household> = ids()
        #expect(first.description == "00000000-0000-0000-0000-000000000001")
        #expect(second.description == "00000000-0000-0000-0000-000000000002")
        #expect(IDGenerator.sequentialUUID(3) == ids.makeUUID())
    }
}
