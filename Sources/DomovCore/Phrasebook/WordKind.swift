import Foundation

/// What a word names, so that a slot offers only words that make sense in it: "Please call
/// |1|." takes people, not coffee; "Do you have |1|?" takes food and things, not a passport
/// office. A pack's words say their kind and a phrase's slot may name the kinds it takes.
/// A word without a kind (verbs, words of older household packs) fits every slot, and a slot
/// without kinds takes every word of its forms, so packs written before kinds keep working.
public enum WordKind: String, Codable, Sendable, CaseIterable {
    /// People met on the way, by what they do: a doctor, the police, a waiter.
    case person
    /// The speaker's own people: "my friend", "my son".
    case family
    case animal
    case place
    /// Food and drink.
    case food
    /// Things anyone may have or buy: a map, a key.
    case thing
    /// The speaker's own things: "my passport", "my phone".
    case belonging
    /// Public transport: the bus, the train.
    case transport
}
