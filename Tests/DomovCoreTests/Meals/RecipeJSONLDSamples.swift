/// Recipe pages shaped like the common sites' (written for these tests, not copied).
enum RecipeJSONLDSamples {
    /// A WordPress blog with a recipe plugin: everything in one @graph, sections of steps,
    /// times, a yield list, nutrition, entities and vulgar fractions.
    static let wordpressGraph = #"""
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Chickpea &amp; Spinach Curry | Green Pan Blog</title>
        <script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[
        {"@type":"WebPage","@id":"https://greenpan.example/curry/","name":"Chickpea &amp; Spinach Curry"},
        {"@type":"Organization","@id":"https://greenpan.example/#org","name":"Green Pan"},
        {"@type":"Recipe","name":"Chickpea &amp; Spinach Curry","author":{"@type":"Person","name":"Ana"},
         "description":"A weeknight curry with <em>lots</em> of spinach &#8211; ready in 45 minutes.",
         "image":["https://greenpan.example/wp-content/uploads/curry-1x1.jpg","https://greenpan.example/wp-content/uploads/curry-16x9.jpg"],
         "recipeYield":["4","4 servings"],"prepTime":"PT15M","cookTime":"PT30M","totalTime":"PT45M",
         "recipeIngredient":["1 tbsp olive oil","1 onion, chopped","2 cloves garlic","½ tsp ground cumin","1 1/2 cups vegetable \#
        stock","400 g chickpeas","200 g spinach"],
         "recipeInstructions":[
           {"@type":"HowToSection","name":"Base","itemListElement":[
             {"@type":"HowToStep","text":"Warm the oil and soften the onion.","url":"https://greenpan.example/curry/#step-1"},
             {"@type":"HowToStep","text":"Add the garlic &amp; cumin."}]},
           {"@type":"HowToSection","name":"Curry","itemListElement":[
             {"@type":"HowToStep","text":"Pour in the stock, add the chickpeas and simmer 20 minutes."},
             {"@type":"HowToStep","name":"Stir in the spinach until it wilts."}]}],
         "nutrition":{"@type":"NutritionInformation","calories":"360 kcal","proteinContent":"13 g","carbohydrateContent":"40,5 \#
        g","fatContent":"16g"}}
        ]}</script></head><body><h1>Chickpea &amp; Spinach Curry</h1></body></html>
        """#

    /// A big recipe site: a top-level array, @type as a list, an ImageObject, a numeric yield,
    /// a duration with days, and a BreadcrumbList block first.
    static let bigSiteArray = #"""
        <html><head>
        <script \#
        type="application/ld+json">{"@context":"http://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem",\#
        "position":1,"name":"Soups"}]}</script>
        <SCRIPT TYPE="application/ld+json">
        [{"@context":"http://schema.org","@type":["Recipe","NewsArticle"],"headline":"Red Lentil Soup","name":"Red Lentil Soup",
          "image":{"@type":"ImageObject","url":"https://img.bigrecipes.example/lentil-soup.jpg","height":960,"width":960},
          "recipeYield":6,"totalTime":"P0DT1H5M","recipeCategory":["Soup"],
          "recipeIngredient":["200 g red lentils","2 carrots","1 l vegetable stock","salt"],
          "recipeInstructions":[{"@type":"HowToStep","text":"Rinse the lentils.\n"},{"@type":"HowToStep","text":"Simmer everything for 25 \#
        minutes, then blend."}]}]
        </SCRIPT></head><body></body></html>
        """#

    /// A small site: single quotes, instructions as one HTML string, no times, a second broken block.
    static let smallSiteHTMLInstructions = #"""
        <html><head><script type='application/ld+json'>{ this is not json }</script>
        <script type='application/ld+json'>
        {"@context":"https://schema.org/","@type":"Recipe","name":"Overnight oats","recipeYield":"Serves 2-3",
         "recipeIngredient":"80 g rolled oats\n250 ml milk\n1 banana",
         "recipeInstructions":"<p>Mix the oats and milk.</p><p>Leave overnight.</p><ol><li>Top with banana.</li></ol>",
         "image":"data:image/png;base64,AAAA"}
        </script></head></html>
        """#

    static let noRecipe = #"""
        <html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Shop"}</script>
        <script>var recipe = {"@type":"Recipe","name":"not in JSON-LD"};</script></head></html>
        """#
}
