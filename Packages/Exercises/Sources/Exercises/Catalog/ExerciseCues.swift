/// fitshell's own short coaching cues for the exercises a generated plan can contain.
///
/// These are the program pool: the plan generator picks only exercises listed here, so every
/// exercise in a generated plan has cues. Written for fitshell; the source's instruction
/// sentences are never embedded (users can import them from their own copy of the source).
public enum ExerciseCues {
    /// Cues by exercise id.
    public static let table: [ExerciseID: [String]] = Dictionary(
        uniqueKeysWithValues: entries.map { (ExerciseID($0.0), $0.1) })

    /// The cues of `id`, empty when none are written.
    public static func cues(for id: ExerciseID) -> [String] { table[id] ?? [] }

    private static let entries: [(String, [String])] = [
        // Chest
        (
            "pushups",
            [
                "Hands under shoulders, body one straight line.",
                "Lower your chest to a fist's height, then press away.",
            ]
        ),
        (
            "dumbbell-bench-press",
            [
                "Shoulder blades pinned back on the bench.", "Lower to mid-chest, elbows at about 45°.",
                "Press up and slightly in.",
            ]
        ),
        (
            "barbell-bench-press-medium-grip",
            [
                "Feet planted, slight arch, shoulder blades tucked.",
                "Touch the lower chest, press back over the shoulders.",
            ]
        ),
        (
            "incline-dumbbell-press",
            ["Bench at 30–45°.", "Lower to the upper chest, press up without clanking the bells."]
        ),
        (
            "machine-bench-press",
            ["Handles level with mid-chest.", "Press smoothly, stop just short of locking out."]
        ),
        (
            "dumbbell-flyes",
            ["Soft bend in the elbows, kept fixed.", "Open wide until you feel a stretch, then hug back up."]
        ),
        (
            "cable-crossover",
            [
                "Step forward, slight lean.",
                "Sweep the handles down and together; squeeze, then return slowly.",
            ]
        ),
        (
            "dumbbell-floor-press",
            ["Lie on the floor, knees bent.", "Lower until the upper arms touch the floor, pause, press."]
        ),
        // Back
        (
            "pullups",
            [
                "Start from a dead hang, shoulders set down.",
                "Pull your chest towards the bar; lower all the way.",
            ]
        ),
        (
            "chin-up",
            [
                "Palms facing you, shoulder-width.",
                "Lead with the chest, chin over the bar, control the descent.",
            ]
        ),
        (
            "bent-over-barbell-row",
            [
                "Hinge until your torso is near 45°, back flat.",
                "Pull the bar to your belly button, lower under control.",
            ]
        ),
        (
            "one-arm-dumbbell-row",
            ["Free hand and knee on the bench, back flat.", "Row the bell to your hip, not your chest."]
        ),
        (
            "bent-over-two-dumbbell-row",
            [
                "Hinge with a flat back, bells hanging under the shoulders.",
                "Row both to the hips and squeeze the shoulder blades.",
            ]
        ),
        (
            "seated-cable-rows",
            [
                "Sit tall, knees soft.",
                "Pull to the stomach, chest up; let the shoulders reach forward on the return.",
            ]
        ),
        (
            "wide-grip-lat-pulldown",
            [
                "Thighs locked under the pad, slight lean back.",
                "Pull the bar to the upper chest, elbows down and back.",
            ]
        ),
        (
            "inverted-row",
            [
                "Body straight from heels to head under a bar or rings.",
                "Pull your chest to the bar, lower slowly.",
            ]
        ),
        ("two-arm-kettlebell-row", ["Hinge with a flat back.", "Row both bells to the hips, pause, lower."]),
        // Shoulders
        (
            "dumbbell-shoulder-press",
            ["Bells at ear height, core braced.", "Press overhead without arching your lower back."]
        ),
        (
            "standing-military-press",
            ["Squeeze glutes and abs.", "Press the bar straight up, move your head through at the top."]
        ),
        (
            "arnold-dumbbell-press",
            ["Start palms facing you at chin height.", "Rotate the palms out as you press overhead."]
        ),
        (
            "side-lateral-raise",
            ["Slight bend in the elbows.", "Raise to shoulder height leading with the elbows; lower slowly."]
        ),
        (
            "face-pull",
            ["Rope at face height.", "Pull towards your eyes, elbows high, hands finishing beside the ears."]
        ),
        (
            "band-pull-apart",
            [
                "Arms straight in front at shoulder height.",
                "Pull the band to your chest by squeezing the shoulder blades.",
            ]
        ),
        (
            "dumbbell-lying-rear-lateral-raise",
            ["Lie face down on an incline bench.", "Raise the bells out to the sides, thumbs slightly down."]
        ),
        (
            "kettlebell-seated-press",
            [
                "Sit tall, bell racked at the shoulder.",
                "Press overhead, biceps by the ear, lower to the rack.",
            ]
        ),
        // Legs: knee-dominant
        (
            "barbell-squat",
            [
                "Bar on the upper back, feet shoulder-width.",
                "Sit down between your heels, knees tracking the toes.", "Drive up through the whole foot.",
            ]
        ),
        (
            "goblet-squat",
            [
                "Hold the weight at your chest, elbows down.",
                "Squat between your knees, chest tall, stand up strong.",
            ]
        ),
        (
            "bodyweight-squat",
            [
                "Feet shoulder-width, arms forward for balance.",
                "Sit back and down, knees over toes, stand tall.",
            ]
        ),
        (
            "dumbbell-lunges",
            [
                "Long step forward, torso upright.",
                "Lower the back knee towards the floor, push back to start.",
            ]
        ),
        (
            "dumbbell-step-ups",
            ["Whole foot on a knee-height box.", "Drive through the top leg; step down with control."]
        ),
        (
            "leg-press",
            [
                "Feet hip-width in the middle of the platform.",
                "Lower until the hips start to tuck, press without locking the knees.",
            ]
        ),
        (
            "leg-extensions",
            ["Knee joint in line with the machine's pivot.", "Extend fully, pause, lower slowly."]
        ),
        // Legs: hip-dominant
        (
            "barbell-deadlift",
            [
                "Bar over mid-foot, shins to the bar, back flat.",
                "Push the floor away; the bar stays on the legs.", "Stand tall, then hinge it back down.",
            ]
        ),
        (
            "romanian-deadlift",
            [
                "Soft knees, push the hips back.",
                "Slide the bar down the thighs until the hamstrings stretch, then stand.",
            ]
        ),
        (
            "stiff-legged-dumbbell-deadlift",
            [
                "Knees nearly straight, back flat.",
                "Hinge until you feel the hamstrings, squeeze the glutes to rise.",
            ]
        ),
        (
            "kettlebell-one-legged-deadlift",
            [
                "Stand on one leg, bell in the opposite hand.",
                "Hinge, free leg reaching back, hips square; return tall.",
            ]
        ),
        (
            "barbell-hip-thrust",
            [
                "Upper back on a bench, bar padded over the hips.",
                "Drive the hips up until the body is flat, chin tucked.",
            ]
        ),
        (
            "barbell-glute-bridge",
            [
                "Lie on the floor, bar across the hips.",
                "Press through the heels, lift the hips, squeeze at the top.",
            ]
        ),
        (
            "butt-lift-bridge",
            [
                "On your back, knees bent, feet flat.",
                "Lift the hips until knees, hips and shoulders line up.",
            ]
        ),
        (
            "single-leg-glute-bridge",
            ["One foot on the floor, the other leg up.", "Lift the hips level, lower slowly."]
        ),
        (
            "hip-extension-with-bands",
            [
                "Band around the ankles or a post.",
                "Kick the leg straight back from the hip, no lower-back arch.",
            ]
        ),
        (
            "glute-kickback",
            ["On hands and knees, back flat.", "Push one heel towards the ceiling, knee bent, hips square."]
        ),
        (
            "one-arm-kettlebell-swings",
            ["Hike the bell back between the legs.", "Snap the hips forward; the arm only guides the bell."]
        ),
        (
            "good-morning",
            [
                "Bar on the upper back, knees soft.",
                "Hinge forward with a flat back, stand up by squeezing the glutes.",
            ]
        ),
        (
            "band-good-morning",
            ["Band under the feet, over the neck.", "Hinge with a flat back and stand tall."]
        ),
        (
            "lying-leg-curls",
            ["Pad just above the heels, hips pressed down.", "Curl towards your glutes, lower slowly."]
        ),
        (
            "seated-leg-curl",
            ["Pad above the heels, thigh pad snug.", "Curl down and back, return under control."]
        ),
        (
            "standing-calf-raises",
            ["Balls of the feet on the edge.", "Rise as high as you can, pause, lower into a stretch."]
        ),
        (
            "seated-calf-raise",
            ["Pad on the lower thighs.", "Raise the heels high, lower slowly into a stretch."]
        ),
        (
            "band-hip-adductions",
            ["Band around the ankle, anchored to the side.", "Draw the leg across your body, return slowly."]
        ),
        // Arms
        (
            "dumbbell-bicep-curl",
            ["Elbows pinned to your sides.", "Curl up turning the palms up, lower all the way."]
        ),
        ("hammer-curls", ["Palms facing each other.", "Curl without swinging; lower slowly."]),
        (
            "alternate-hammer-curl",
            ["Palms facing in, one arm at a time.", "Keep the elbow still; squeeze at the top."]
        ),
        (
            "barbell-curl",
            ["Shoulder-width grip, elbows at the sides.", "Curl without leaning back, lower under control."]
        ),
        ("ez-bar-curl", ["Hold the angled grips.", "Curl to the shoulders, elbows fixed, lower slowly."]),
        (
            "concentration-curls",
            ["Sit, elbow braced on the inner thigh.", "Curl to the shoulder, pause, lower fully."]
        ),
        (
            "standing-biceps-cable-curl",
            ["Stand close to the low pulley.", "Curl with still elbows; resist on the way down."]
        ),
        (
            "cable-hammer-curls-rope-attachment",
            ["Rope on the low pulley, palms in.", "Curl to the shoulders, elbows fixed."]
        ),
        (
            "triceps-pushdown",
            ["Elbows tucked at the sides.", "Push down until the arms are straight, return to 90°."]
        ),
        (
            "standing-dumbbell-triceps-extension",
            ["Hold one bell overhead with both hands.", "Lower behind the head, elbows pointing up, extend."]
        ),
        (
            "cable-rope-overhead-triceps-extension",
            [
                "Face away from the pulley, rope behind the head.",
                "Extend the arms forward and up, elbows still.",
            ]
        ),
        (
            "tricep-dumbbell-kickback",
            ["Hinge, upper arm parallel to the floor.", "Straighten the elbow fully, lower slowly."]
        ),
        (
            "lying-triceps-press",
            [
                "Lie on a bench, bar over the shoulders.",
                "Bend only the elbows to lower towards the forehead, extend.",
            ]
        ),
        (
            "bench-dips",
            ["Hands on a bench behind you, legs forward.", "Lower until the elbows reach 90°, press up."]
        ),
        (
            "push-ups-close-triceps-position",
            ["Hands under the chest, elbows brushing the ribs.", "Lower as one unit, press back up."]
        ),
        (
            "close-grip-barbell-bench-press",
            ["Hands shoulder-width, elbows tucked.", "Touch the lower chest, press with the triceps."]
        ),
        // Core
        ("plank", ["Forearms under shoulders, body straight.", "Squeeze glutes and abs; breathe steadily."]),
        (
            "side-bridge",
            ["Elbow under the shoulder, hips stacked.", "Lift the hips into a straight line and hold."]
        ),
        (
            "dead-bug",
            ["Lower back pressed into the floor.", "Reach opposite arm and leg away slowly, return, switch."]
        ),
        ("crunches", ["Knees bent, hands by the temples.", "Curl the ribs towards the hips; lower slowly."]),
        (
            "pallof-press",
            [
                "Stand side-on to the cable, handle at the chest.",
                "Press straight out and resist the twist; return.",
            ]
        ),
        (
            "russian-twist",
            ["Sit leaning back, feet down or up.", "Rotate the shoulders side to side under control."]
        ),
        (
            "air-bike",
            [
                "Lower back down, hands by the head.",
                "Bring elbow towards the opposite knee, alternate slowly.",
            ]
        ),
    ]
}
