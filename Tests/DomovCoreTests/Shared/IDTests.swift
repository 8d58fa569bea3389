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
