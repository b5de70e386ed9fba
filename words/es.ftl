# The words of the game (see the README: adding a language is one file like this one).
language-name = Español
language-direction = ltr

## page and menu
page-title = Marrakech — el mercado de alfombras
game-name = Marrakech
game-menu = Menú del juego
new-game = Nueva partida
export = Exportar
import = Importar
rules = Reglas
settings = Ajustes
about = Acerca de
more = Más
language = Idioma
back-to-game = Volver a la partida
close = Cerrar
cancel = Cancelar
ok = Aceptar

## about
about-credit = Marrakech es un juego de mesa de Dominique Ehrhard, publicado por Gigamic. Esta es una adaptación no oficial y sin fines comerciales; el nombre y el juego pertenecen a sus propietarios.
about-local = Todo funciona y se guarda en este navegador. El código está bajo la licencia MIT.

## confirm new game
confirm-title = ¿Empezar una nueva partida?
confirm-import-title = ¿Sustituir la partida en curso?
confirm-import-body = La partida que abres ocupará el lugar de la que se está jugando. Exporta antes la partida actual si quieres conservarla.
replace = Sustituir
game-loaded = Partida cargada.
confirm-body = La partida en curso se guarda hasta que empiece la nueva, y puedes volver a ella desde la preparación. Expórtala para conservarla para siempre.
confirm-lesson-title = ¿Salir de la lección?
confirm-lesson-body = La lección no se guarda; puedes empezarla de nuevo desde la página de reglas.

## crash
crash-title = Algo ha salido mal
crash-body = El juego se ha detenido por un fallo del programa. Tu partida está guardada: recarga la página para continuar. Si vuelve a ocurrir, copia el texto de abajo en un informe de error.
crash-body-no-game = El juego se ha detenido por un fallo del programa. Recarga la página para empezar de nuevo. Si vuelve a ocurrir, copia el texto de abajo en un informe de error.
error-details = Detalles del error
reload = Recargar

## final screen
tie-shared = Empate en puntuación y en dírhams: la victoria se comparte.
tie-richer-share = Empate en puntuación; se desempata por dírhams, y los más ricos comparten igualmente la victoria.
tie-richer = Empate en puntuación: gana quien tiene más dírhams.
out-of-the-game = fuera de la partida
out-of-money-on-turn = sin dinero en el turno { $turn }
winner = gana
score-rule = Puntuación: dírhams más las casillas que muestran tus colores.
rematch = Revancha
new-players = Nuevos jugadores
ranking = Clasificación

## handoff
handoff-note = En este juego no hay nada secreto: esta pausa solo sirve para dejar claro de quién es el turno.

## notices
start-fresh = Empezar de cero
download-refused = El navegador ha rechazado la descarga.

## settings
show-handoff = Mostrar «Pasa a …» entre turnos
animations = Animaciones
speed-normal = Normales
speed-fast = Rápidas
speed-instant = Instantáneas
reduce-motion = Reducir el movimiento
reduce-motion-note = Assam salta en lugar de deslizarse y nada gira ni parpadea. Al principio sigue lo que pide tu sistema.

## set-up
welcome-title = Te damos la bienvenida al mercado de alfombras
welcome-line = Gira a Assam, tira el dado, paga al dueño de las alfombras donde se detenga y luego coloca una alfombra tuya junto a él. Gana quien sume más dírhams y casillas de alfombra visibles.
quick-bots = Tú contra dos bots de nivel medio
quick-pass = Pasar y jugar (3 jugadores)
quick-custom = Partida personalizada
players = Jugadores
who-starts = Quién empieza
draw-lots = Sorteo
out-of-money = Sin dinero
out-standard = Fuera de la partida (estándar)
keep-playing = Seguir jugando con 0
turn-order = Orden del turno
order-classic = Girar y luego tirar (estándar)
order-roll-first = Tirar primero, girar a Assam al final
start-the-game = Empezar la partida
make-invitation = Crear la invitación
kind-person = Persona
kind-easy = Bot: fácil
kind-medium = Bot: medio
kind-hard = Bot: difícil
kind-master = Bot: maestro
level-easy = fácil
level-medium = medio
level-hard = difícil
level-master = maestro

## colours (palette order)
red = Rojo
yellow = Amarillo
cyan = Cian
purple = Morado

## the turn
turn-left = Izquierda
straight-on = De frente
turn-right = Derecha
roll-the-die = Tirar el dado
lay-the-rug = Colocar la alfombra
undo = Deshacer
the-die = El dado
next-rug = Próxima alfombra:
rug-positions = Dónde puede ir la alfombra
keys-hint = Teclas: ← ↑ → giran a Assam, R tira el dado, las flechas recorren el mercado, Intro elige una casilla, Esc cierra un panel o descarta la alfombra elegida, Ctrl+Z deshace.

## players and log
to-play = le toca jugar
out = fuera
dirhams = Dírhams
rugs-left = Alfombras restantes
visible = Visibles
log = Registro
log-empty = Aquí aparecerán las jugadas a medida que se hagan.
game-log = Registro de la partida
market = El mercado
game-is-over = La partida ha terminado
no-rugs-yet = Aún no hay alfombras.
bare = vacía

## the moments of a turn
bare-cell = { $name } no paga nada: Assam cae en una casilla vacía
out-players-rug = { $name } no paga nada: Assam cae en la alfombra de un jugador eliminado
since-your-turn = Desde tu último turno
since-played = Recién jugado
dismiss = Ocultar
sound = Sonidos

## share
share = Compartir
share-title = Compartir esta partida
share-link = Enlace a la partida
share-link-note = Toda la partida va en el enlace, después del #, que los navegadores nunca envían a un servidor.
share-at-turn = El enlace se abre en el turno mostrado.
share-by-link = Este enlace solo muestra la partida. El que lleva tu turno a los demás es «Enlace para enviar», en la mesa.
copy = Copiar
send-link = Enviar…
embed-code = Insertar en una página
picture = Imagen del mercado
picture-png = Guardar como PNG
picture-svg = Guardar como SVG
link-copied = Enlace copiado.
copy-refused = El navegador no ha permitido copiar: selecciona el enlace y cópialo tú.

## replay
replay = Repetición
watching-this-game = La repetición de esta partida
watching-shared = Una partida compartida contigo, turno a turno
watching-kept = Una partida terminada guardada en este dispositivo
watch-again = Volver a ver
replay-first = Primer turno
replay-prev = Turno anterior
replay-next = Turno siguiente
replay-last = Último turno
replay-play = Reproducir
replay-pause = Pausa
replay-scrub = Turno mostrado
replay-close = Cerrar la repetición
replay-keys = Teclas: ← → un turno; Inicio y Fin, el primero y el último.
continue-here = Continuar esta partida aquí

## history
history = Partidas terminadas
history-note = En este dispositivo se guardan las 100 últimas partidas terminadas.
history-empty = Aún no hay partidas terminadas: cada una se guarda aquí al acabar.
watch = Ver
delete = Eliminar

## play by link
kind-remote = Amigo, por enlace
waiting-for-friends = Esperando a que se unan los jugadores
invite-friends = Envía esta invitación a cada amigo, uno tras otro: la abre en su propio dispositivo, ocupa su puesto y te devuelve el enlace que obtiene. Después llega la primera tirada.
send-last-link = La partida ha terminado: envía el último enlace a los demás jugadores.
link-to-send = Enlace para enviar
take-your-seat = { $name } te invita a esta partida, que se juega por enlace entre dispositivos. ¿Qué jugador eres?
watching-only = Estás viendo esta partida: todos los puestos están ocupados. Si uno de ellos era tuyo, este navegador ya no tiene su clave (es otro navegador, o se borró su almacenamiento).
games-by-link = Partidas por enlace
open-game = Abrir
end-game = Terminar
end-game-ask = ¿Terminar esta partida en este dispositivo? Ya no se podrá jugar aquí.
your-move = Te toca
key-lost = Este dispositivo ya no tiene su clave para esta partida (es otro navegador, o se borró su almacenamiento): solo puede mirar.
no-keys = Este navegador no puede crear una clave para una partida por enlace (necesita una página https segura y almacenamiento).
no-seat-here = Al menos un puesto debe jugarse en este dispositivo: asígnalo a una persona o a un bot.
claim-overtaken = Otro amigo respondió antes a la misma invitación.
up-to-date = Este enlace no trae nada nuevo: la partida ya está al día aquí.

## the device: storage and other tabs
storage-full = El almacenamiento de este navegador está lleno: la partida sigue, pero no se guarda hasta que se libere espacio.
storage-refused = Este navegador no guarda nada para esta página (una ventana privada o un marco): la partida se juega, pero no se conserva después de esta visita.
other-tab-holds = Esta partida se está jugando en otra pestaña: aquí se muestra a medida que avanza.
play-here = Jugar aquí
theme = Colores de la página
theme-system = Como el sistema
theme-light = Claros
theme-dark = Oscuros
letters = Letras en las alfombras
letters-note = El color de cada alfombra también se indica con su letra, para quien no distingue bien los colores.
wait-for-move = Espera: se está mostrando la jugada.
not-your-turn = Ahora no es tu turno.
not-now = Eso no se puede hacer ahora.
other-tab-took = Otra pestaña ha tomado esta partida: aquí se muestra a medida que avanza.
words-unavailable = No se han podido cargar los textos de este idioma: conéctate una vez para usarlo sin conexión.
part-unavailable = No se ha podido cargar una parte del juego (sin conexión antes de su primer uso): conéctate y vuelve a intentarlo.
update-ready = Hay una nueva versión del juego lista.
update-apply = Actualizar
thinking-cannot-start = El ayudante de los bots no ha podido arrancar en este navegador: piensan en esta página, lo que puede ser menos fluido.
thinking-broken = El ayudante de los bots ha dejado de funcionar bien: a partir de ahora piensan en esta página.
thinking-other-version = El ayudante de los bots es de otra versión del juego: recarga la página para actualizarla. Hasta entonces los bots piensan en esta página.
data-aside = No se han podido leer algunos datos guardados por este navegador; se han apartado sin tocarlos.
save-garbled = No se ha podido leer tu partida guardada; se ha apartado sin tocarla.
save-newer = Tu partida guardada es de una versión más reciente de Marrakech, así que esta no la toca: recarga la página para actualizar.
export-all = Exportar todo

## the lesson
lesson-title = Aprende jugando
lesson-offer = ¿Es tu primera vez en Marrakech? Una partida guiada te enseña todas las reglas en unos tres minutos.
lesson-start = Aprende jugando (3 min)
lesson-next = Siguiente
lesson-skip = Saltar la lección
lesson-finish = Jugar una partida de verdad
lesson-you = Tú
lesson-coach = Entrenador
lesson-wait = Observa al entrenador…
lesson-not-that = Eso no: la lección pide lo que está escrito arriba.

## the coach
show-odds = Mostrar las probabilidades
show-odds-note = Cada dirección muestra lo que pagarías de media, el mercado muestra dónde puede detenerse Assam y con qué probabilidad, y una alfombra elegida muestra cómo cambia las zonas más grandes.
get-hint = Pista
hint-thinking = El entrenador está pensando…
largest-areas = Zonas más grandes con esta alfombra
open-review = Analizar la partida
review-title = Análisis
review-working = Analizando la partida…
review-nothing = No hay decisiones de personas que analizar.
review-note = Puntos: lo que una jugada perdió frente a la mejor encontrada (se juega cada una hasta el final muchas veces con los mismos dados). Dados: lo que tus tiradas te hicieron ganar (+) o perder (−) frente a la media. Una pérdida inferior a 0,3 puede deberse al azar.
review-show = Elige una jugada para ver el mercado al comienzo de su turno; «Turno siguiente» la juega después.
## rules page
rules-title = Cómo se juega
rules-intro = Cada jugador es un mercader de alfombras en el mercado de Marrakech. Cada uno tiene 30 dírhams y una pila de alfombras (12 por jugador con 4 jugadores, 15 con 3; con 2 jugadores, cada uno tiene 24 alfombras de dos colores, que se colocan en el orden de una pila oculta). Assam, el dueño del mercado, empieza en el centro.
rules-turn-heading = Tu turno
rules-step-1 = Gira a Assam un cuarto de vuelta a la izquierda o a la derecha, o déjalo de frente. Nunca media vuelta.
rules-step-2 = Tira el dado (1, 2, 2, 3, 3, 4): Assam avanza ese número de casillas. En el borde sigue el arco y vuelve por la fila o columna siguiente; en dos esquinas, un arco pequeño lo hace girar sin salir de su casilla.
rules-step-3 = Si se detiene en una alfombra de un rival, pagas a ese jugador un dírham por cada casilla de ese color conectada con la de Assam por los lados (no por las esquinas). Tus propios colores, las casillas vacías y las alfombras de los jugadores eliminados no cuestan nada.
rules-step-4 = Coloca una alfombra sobre dos casillas, al menos una de ellas junto a Assam. Puede tapar casillas vacías u otras alfombras, pero nunca la casilla de Assam ni las dos mitades de una misma alfombra que esté totalmente a la vista.
rules-arcs-caption = En el borde, Assam sigue el arco y vuelve por la columna o fila vecina, ahora avanzando en sentido contrario.
rules-payment-caption = Assam se detiene en una casilla roja: las cuatro casillas rojas unidas a ella por los lados forman la zona, así que 4 dírhams van al dueño del rojo. La casilla roja que solo toca por una esquina no cuenta.
rules-legal-caption = Alfombras alrededor de Assam: una marca de verificación señala una alfombra que se puede colocar, y una cruz, una que no.
rules-legal = permitida
rules-illegal = no permitida
rules-money-heading = Quedarse sin dinero
rules-money = Si no puedes pagar todo lo que debes, das lo que tienes y quedas fuera de la partida; tus alfombras se quedan en el mercado y detenerse en ellas no cuesta nada. Una opción permite, en cambio, seguir jugando con 0.
rules-end-heading = El final
rules-end = Cuando se coloca la última alfombra, cada jugador suma sus dírhams y las casillas visibles de sus colores. Gana la puntuación más alta; en caso de empate gana el jugador más rico, y si el empate continúa, la victoria se comparte.
rules-variant-heading = Variante: tirar primero
rules-variant = Primero tira, avanza, paga y coloca; después gira a Assam un cuarto de vuelta a la izquierda o a la derecha. El siguiente jugador debe avanzar en esa dirección.
rules-variant-caption = Tirar primero: dado, avance, pago, alfombra y, al final, el cuarto de vuelta.
rules-keys-heading = Jugar con el teclado

## coach, lesson, colours
coach-then-turn = { $cells }, luego gira { $direction }
coach-reason-pays = { $choice }: así pagarías de media { $expected } dírhams, frente a { $instead } en la dirección más cara.
coach-reason-same = { $choice }: todas las direcciones cuestan { $expected } de media; esta deja a Assam mejor situado para tus alfombras.
coach-reason-free = { $choice }: ninguna dirección te cuesta nada; esta deja a Assam mejor situado para tus alfombras.
coach-reason-pays-more = { $choice }: pagarías { $expected } de media (la dirección más barata, { $cheapest }), pero Assam queda mejor situado para tus alfombras.
coach-reason-charges = { $choice }: el siguiente jugador pagaría de media { $expected } dírhams, frente a { $instead } en la otra dirección.
coach-reason-grows = { $choice }: tu zona más grande de este color pasa de { $before } a { $after ->
    [one] { $after } casilla
   *[other] { $after } casillas
}.
coach-reason-cuts = { $choice }: la zona más grande de { $player } se reduce de { $before } a { $after ->
    [one] { $after } casilla
   *[other] { $after } casillas
}.
coach-reason-best = { $choice }: la mejor opción que encuentra el análisis (jugada hasta el final muchas veces).
coach-expected-payment = pago esperado { $expected }
coach-area-change = { $colour }: { $before } → { $after }
coach-hints-used = { $n ->
    [one] { $n } pista
   *[other] { $n } pistas
}
coach-review-best = turno { $turn }: { $choice }. La mejor opción.
coach-review-loss = turno { $turn }: { $choice }, −{ $loss } puntos; mejor: { $better }.
coach-review-summary = { $player }: las decisiones cedieron { $loss } puntos frente a la mejor opción; los dados, { $luck } dírhams frente a su media.
decimal-separator = ,
list-and = { $list } y { $last }
list-comma = { $list }, { $next }
lesson-step-0 = ¡Te damos la bienvenida al mercado de alfombras! Tus alfombras son rojas y amarillas, y las del entrenador, cian y moradas: tus dos colores cuentan para ti, y la línea «Próxima alfombra» indica cuál colocas a continuación. Cada uno empieza con 30 dírhams; gana quien termine con la mayor suma de dírhams y casillas visibles.
lesson-step-1 = Cada turno empieza con Assam: gíralo un cuarto de vuelta a la izquierda o a la derecha, o déjalo de frente, pero nunca hacia atrás. Gíralo a la derecha.
lesson-step-2 = Ahora tira el dado. Sus caras son 1, 2, 2, 3, 3, 4: un 2 o un 3 sale el doble de veces que un 1 o un 4.
lesson-step-3 = Assam ha avanzado 4 casillas: en el borde ha seguido el arco y ha vuelto por la fila siguiente, en sentido contrario. Coloca tu alfombra: dos casillas, una de ellas junto a Assam, nunca debajo de él. Colócala en F5 y F6.
lesson-step-4 = Turno del entrenador: deja a Assam mirando al oeste…
lesson-step-5 = …y saca un 1.
lesson-step-6 = Assam se ha detenido en tu alfombra. El entrenador te paga un dírham por cada casilla de la zona roja que toca la casilla de Assam: 2 casillas, 2 dírhams.
lesson-step-7 = El entrenador coloca una alfombra cian junto a Assam.
lesson-step-8 = Tu turno. Gira a Assam a la izquierda, para que mire al sur.
lesson-step-9 = Tira el dado.
lesson-step-10 = Es tu propia alfombra: no pagas nada. Una alfombra puede tapar otras, pero nunca una alfombra entera de una vez ni a Assam. Tapa la mitad de la alfombra del entrenador: coloca la tuya en E6 y E7.
lesson-step-11 = Tus casillas rojas F5, F6, E6 y E7 se tocan: forman una zona de 4. El entrenador gira a Assam hacia el oeste…
lesson-step-12 = …y saca un 1.
lesson-step-13 = Assam se ha detenido en tu zona roja: 4 casillas conectadas, 4 dírhams. Las casillas se conectan por los lados, nunca por una esquina.
lesson-step-14 = El entrenador coloca una alfombra cian en D5 y D6: junto con E5, forma una zona cian de 3.
lesson-step-15 = Deja a Assam de frente, mirando al oeste.
lesson-step-16 = Tira el dado.
lesson-step-17 = Assam se ha detenido en una casilla cian: D6, D5 y E5 se tocan, así que pagas 3 dírhams al entrenador. Quien no puede pagar todo lo que debe entrega lo que tiene y, con las reglas predeterminadas de esta aplicación, queda fuera de la partida.
lesson-step-18 = Coloca esta alfombra donde quieras: junto a Assam, nunca debajo de él.
lesson-step-19 = Eso es todo el juego. La partida termina cuando se han colocado todas las alfombras: cada jugador suma sus dírhams y las casillas visibles de sus colores, y en caso de empate gana el más rico. ¡Ahora juega una partida de verdad!
colour-in-sentence-red = roja
colour-in-sentence-yellow = amarilla
colour-in-sentence-cyan = cian
colour-in-sentence-purple = morada
colour-letter-red = R
colour-letter-yellow = A
colour-letter-cyan = C
colour-letter-purple = M

## errors
error-unreadable-file = no se ha podido leer el archivo
error-link-newer = se creó con una versión más reciente del juego; recarga la página para actualizarlo
error-link-changed = no cumple las reglas del juego por enlace (se ha modificado)
error-link-unfair-roll = uno de sus dados no se tiró de forma justa
error-link-unsigned = uno de sus turnos no está firmado por el dispositivo de su jugador
error-link-other-game = pertenece a otra partida
error-link-older = es más antiguo que la partida de este dispositivo
error-link-diverged = cuenta una historia distinta de esta partida
error-link-late-claim = otro amigo respondió antes a la misma invitación
error-link-seat-taken = ese puesto ya está ocupado
error-code-no-game = no contiene ninguna partida
error-code-newer = se creó con una versión más reciente del juego (versión de enlace { $version }); recarga la página para actualizarlo
error-code-cut-short = está incompleto; copia el enlace entero
error-code-damaged = está dañado (se han cambiado algunos de sus caracteres)
error-code-impossible = la partida que contiene es imposible ({ $reason })
error-at-turn = turno { $turn }: { $fault }
error-not-json = no es un registro de partida
error-missing-field = falta el campo «{ $field }»
error-wrong-type = el campo «{ $field }» no tiene la forma correcta
error-unknown-format = formato desconocido «{ $format }»
error-unknown-kind = jugador { $player }: tipo desconocido «{ $kind }»
error-unknown-rule-value = valor desconocido «{ $value }» para la regla { $rule }
error-off-market = la casilla [{ $row },{ $col }] está fuera del mercado
error-unknown-direction = dirección desconocida «{ $direction }»
error-missing-piles = una partida de 2 jugadores necesita sus pilas de alfombras
error-unexpected-piles = { $players ->
    [one] una partida de { $players } jugador no tiene pilas de alfombras
   *[other] una partida de { $players } jugadores no tiene pilas de alfombras
}
error-bad-pile = la pila de alfombras del jugador { $player } es incorrecta
error-roll-out-of-range = la tirada { $roll } no está entre 1 y 4
error-rotation-not-allowed = el giro «{ $rotation }» no está permitido aquí
error-unfinished-not-last = un turno sin terminar no es el último
error-after-elimination = el jugador quedó eliminado por el pago de este turno y no puede seguir jugando
error-after-last-rug = la partida terminó con esta alfombra: no hay giro final
error-game-over = la partida ya ha terminado
error-player-count = una partida tiene de 2 a 4 jugadores, no { $players }
error-colour-count = { $colours ->
    [one] el jugador { $player } debe tener { $colours } color
   *[other] el jugador { $player } debe tener { $colours } colores
}
error-not-a-colour = «{ $colour }» no es un nombre de color
error-colour-twice = el color «{ $colour }» se usa dos veces
error-wrong-phase = esta acción no corresponde aquí
error-illegal-rug = una alfombra no puede ir en { $first } y { $second }: { $reason }
error-no-quarter-turn = el giro final debe ser a la izquierda o a la derecha
error-rug-not-adjacent = las casillas no se tocan
error-rug-under-assam = taparía a Assam
error-rug-not-next-to-assam = ninguna casilla está junto a Assam
error-rug-covers-one = taparía entera la alfombra { $rug }

## log and prompts
# A number of dirhams, of cells: put into the messages below as $owed, $amount, $money, $visible.
count-dirhams = { $n ->
    [one] { $n } dírham
   *[other] { $n } dírhams
}
count-cells = { $n ->
    [one] { $n } casilla
   *[other] { $n } casillas
}
# Where Assam faces ($direction in the messages below), with any word it needs before it.
facing-north = mirando al norte
facing-east = mirando al este
facing-south = mirando al sur
facing-west = mirando al oeste
# Which way Assam is turned ($rotation in the messages below).
rotation-left = a la izquierda
rotation-straight = de frente
rotation-right = a la derecha
prompt-thinking = { $name } (bot { $level }) está pensando…
prompt-bot-rolls = { $name } (bot { $level }) tira el dado…
prompt-walking = { $name } tira el dado: Assam avanza…
prompt-pass-device = Pasa el dispositivo a { $name }
prompt-orient = { $name }: gira a Assam o déjalo de frente
prompt-roll = { $name }: tira el dado
prompt-place = { $name }: coloca una alfombra junto a Assam
prompt-place-second = { $name }: ahora elige la segunda casilla de la alfombra
prompt-place-chosen = { $name }: coloca la alfombra o elige otras casillas
prompt-place-missed-far = { $cell } está demasiado lejos de Assam: elige una de las casillas marcadas
prompt-place-missed-assam = Assam está en { $cell }: ninguna alfombra puede taparlo
prompt-place-missed-whole = Una alfombra en { $cell } taparía las dos mitades de una misma alfombra: elige una de las casillas marcadas
prompt-quarter-turn = { $name }: gira a Assam un cuarto de vuelta para el siguiente jugador
replay-up-next-orient = A continuación, turno { $turn }: { $name } gira a Assam
replay-up-next-roll = A continuación, turno { $turn }: { $name } tira el dado
replay-up-next-place = A continuación, turno { $turn }: { $name } coloca una alfombra
replay-up-next-quarter-turn = A continuación, turno { $turn }: { $name } gira a Assam un cuarto de vuelta
log-keeps-facing = { $name } deja a Assam { $direction }
log-turns-to = { $name } gira a Assam { $rotation } y lo deja { $direction }
log-rolls = { $name } saca un { $face }
# $steps: the cells Assam walks; $edge: 1 when he went round the edge of the market, else 0.
log-walks = Assam avanza { $steps ->
    [one] { $steps } casilla
   *[other] { $steps } casillas
} hasta { $cell }, { $edge ->
    [1] { $direction } (rodeando el borde)
   *[other] { $direction }
}
log-owes-but-pays = { $payer } debe { $owed } a { $payee }, pero solo puede pagar { $paid }
log-pays = { $payer } paga { $amount } a { $payee }
log-own-rug = { $name } lleva a Assam a una alfombra suya: nada que pagar
log-owes-but-has-nothing = { $payer } debe { $owed }, pero no tiene nada
log-pays-last-and-out = { $payer } paga a { $payee } lo último que le queda, { $amount }, y queda fuera de la partida
log-lays = { $name } coloca una alfombra en { $first } y { $second }
log-eliminated = { $name } se queda sin dinero y abandona el mercado
log-turns-for-next = { $name } gira a Assam { $rotation } y lo deja { $direction } para el siguiente jugador
log-wins = ¡{ $name } gana!
you-win = ¡Has ganado!
log-share-win = ¡{ $names } comparten la victoria!
log-game-over-wins = La partida ha terminado: gana { $name }
log-game-over-share = La partida ha terminado: { $names } comparten la victoria
market-intro = El mercado, de 7 por 7. Assam está en { $cell }, { $direction }.
market-rug = alfombra { $colour } { $number }
market-cell-label = { $cell }: { $what }
market-assam-here = Assam, { $direction }
setup-colours-of-player = Colores del jugador { $seat }
setup-colour-of-player = Color del jugador { $seat }
setup-name-of-player = Nombre del jugador { $seat }
default-name-1 = Amina
default-name-2 = Bruno
default-name-3 = Chloé
default-name-4 = Driss
setup-who-plays-seat = Quién juega en el puesto { $seat }
setup-colour-swapped = Ese color era de { $name }: ahora { $name } tiene el color { $colour }.
table-die-shows = El dado muestra { $face }
table-last-roll = Última tirada: { $face }
table-pass-to = Pasa a { $name }
table-i-am = Soy { $name }: jugar
table-score-detail = { $money } + { $visible } = { $total }
notice-save-unreadable = No se ha podido abrir tu partida guardada ({ $reason }).
notice-import-failed = No se puede abrir este archivo: { $reason }.
notice-bad-link = No se puede abrir este enlace: { $reason }.
notice-game-unchanged = Tu partida no ha cambiado.
notice-turn-past-end = El enlace pide el turno { $asked }, pero la partida tiene { $turns }: aquí está su final.
replay-at = Turno { $turn } de { $turns }
log-turn = Turno { $turn }:
history-players = Jugadores: { $names }
link-waiting-for = Esperando a { $name }
link-claim-seat = Soy { $name }
link-send-to = Envía este enlace a { $name }: le toca jugar.
link-send-back = Ya tienes tu puesto. Devuelve este enlace a { $name }.
link-joined = { $name } ha ocupado su puesto.
link-bad-game = Se ha rechazado este enlace de partida: { $reason }. La partida de este dispositivo no ha cambiado.
