/*
 * paper.c: the paper's branch-and-bound search, in C, as the paper's listings
 * (section 3.3, listings 1 to 11) write it. It is the measuring stick for
 * `maedn bench` and `cargo bench`, and the tests compare the Rust search's
 * counters with it. It lives next to the bench harness (benches/search.rs)
 * and is embedded in the maedn binary, which writes it to a temporary folder
 * and builds it with `cc -O2` (see src/cli/bench.rs); nothing outside the
 * package is needed.
 *
 *   cc -O2 -o paper paper.c -lm
 *   ./paper          the paper's bound: 193 units per tile
 *   ./paper 170      any other bound per tile, in units
 *   ./paper 0        no bound per tile ("none": prune only a path that is
 *   ./paper none     already longer than the best found)
 *
 * Output, one line per piece and one for the whole problem:
 *
 *   piece 1: 19462 units, 15153411 calls, 12612127 prunes
 *   ...
 *   total: 83047 units, 18526851 calls, 15422842 prunes, 0.412 s
 *
 * The total includes the 12,143 units that bring the four pieces from the
 * start field to tile A; the time is the processor time of the whole run.
 *
 * What this file adds to the listings, and why:
 *  - the call and prune counters (the paper reports them in section 4.2 but
 *    its listings do not show them): one call per entry into handle_piece(),
 *    one prune per return at the bound check;
 *  - the bound per tile is read from the command line instead of the
 *    constant min_units_per_tile;
 *  - the bit patterns of listing 2, which the paper's text lost, are taken
 *    from the paper's own description of them (see docs/bitboard.md);
 *  - boards are uint64_t instead of int64_t, so that no shift ever touches
 *    a sign bit; every value the search computes is the same.
 * The search itself, the order of the rolls, the early return, the bound
 * check and `cur_shortest` starting at 65,535 are the paper's.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>

/* Listing 1: distance definitions. */
#define side_length_units 10000
#define tile_distance 850
#define start_pos_X 4170
#define start_pos_Y 9170
#define side_length_cm 36

/* The four moves from the start field to A, rounded up (section 3.1). */
#define total_movement_to_A 12143

/*
 * Listing 2: bit-board definitions. Bit 63 is the leftmost bit of the
 * listing's binary literals: 4 start-field bits, the 40 main tiles (tile 1 of
 * the listing is bit 59, tile 40 bit 20), the 4 abcd-tiles, 16 distance bits.
 * Each start board takes the rightmost start-field bit of the previous one
 * away and fills the rightmost still empty abcd-tile with it.
 */
#define starting_board  0xF000000000000000ULL
#define start_p1        0xE800000000000000ULL /* 1110 1000...  nothing finished */
#define start_p2        0xC800000000010000ULL /* 1100 1000...  d finished */
#define start_p3        0x8800000000030000ULL /* 1000 1000...  c, d finished */
#define start_p4        0x0800000000070000ULL /* 0000 1000...  b, c, d finished */
#define distance_mask   0x000000000000FFFFULL
#define abcd_mask       0x00000000000F0000ULL
#define piece_extractor 0x0FFFFFFFFFF00000ULL /* the 40 main tiles */
#define tile_40         0x0000000000100000ULL
#define tile_1          0x0800000000000000ULL
#define NULL_BOARD      0ULL

#define EXTRACT_RIGHTMOST 1
#define EXTRACT_LEFTMOST 0

/* Listing 3: global declarations. */
static uint64_t full_path[4] = {starting_board, NULL_BOARD, NULL_BOARD, NULL_BOARD};
static int full_path_index = 0;
static uint16_t cur_shortest = 0xFFFF; /* distance in units */

static int distances[40 * 6];
static int min_units_per_tile = 193; /* best possible skip */
static unsigned long long calls, prunes;

/* Listing 5: a main tile's coordinates, walking the track from A. */
static void get_coords(int index, int coords[])
{
    coords[0] = start_pos_X;
    coords[1] = start_pos_Y;

    int i = 0;
    while (i < index)
    {
        if (i < 4) {coords[1] -= tile_distance;}
        else if (i < 8) {coords[0] -= tile_distance;}
        else if (i < 10) {coords[1] -= tile_distance;}
        else if (i < 14) {coords[0] += tile_distance;}
        else if (i < 18) {coords[1] -= tile_distance;}
        else if (i < 20) {coords[0] += tile_distance;}
        else if (i < 24) {coords[1] += tile_distance;}
        else if (i < 28) {coords[0] += tile_distance;}
        else if (i < 30) {coords[1] += tile_distance;}
        else if (i < 34) {coords[0] -= tile_distance;}
        else if (i < 38) {coords[1] += tile_distance;}
        else if (i < 39) {coords[0] -= tile_distance;}
        else {coords[1] -= tile_distance;}
        i++;
    }
}

/* Listing 4: the 240 move lengths, [1-2, 1-3, ..., 1-7, 2-3, ...]. */
static void calculate_distances(void)
{
    int from[2], to[2], vec[2];
    for (int i = 0; i < 40; i++)
    {
        get_coords(i, from);
        for (int j = 0; j < 6; j++)
        {
            get_coords(i + j + 1, to);
            vec[0] = (int16_t) (to[0] - from[0]);
            vec[1] = (int16_t) (to[1] - from[1]);
            distances[i * 6 + j] = (int) round(sqrt(vec[0] * vec[0] + vec[1] * vec[1]));
        }
    }
}

/* Listing 8: the rightmost (or leftmost) piece on the main tiles. */
static uint64_t extract_piece(uint64_t path, int operation_flag)
{
    uint64_t piece_mask = path & piece_extractor;
    if (piece_mask == NULL_BOARD) {return NULL_BOARD;}

    uint64_t extracted;
    if (operation_flag == EXTRACT_RIGHTMOST)
    {
        extracted = tile_40;
        while (!(extracted & piece_mask)) {extracted <<= 1;}
    }
    else
    {
        extracted = tile_1;
        while (!(extracted & piece_mask)) {extracted >>= 1;}
    }
    return extracted;
}

/* Listing 11: the length of a roll from the piece's tile. */
static int get_distance(uint64_t from, int roll_num)
{
    int from_index = 0;
    while (!(from & starting_board))
    {
        from <<= 1;
        from_index++;
    }
    from_index--;

    return distances[from_index * 6 + (roll_num - 1)];
}

/* Listings 7, 9 and 10: one piece's search. */
static void handle_piece(uint64_t path)
{
    calls++;
    uint64_t piece_mask = extract_piece(path, EXTRACT_RIGHTMOST);

    /* Can this path still be shorter than cur_shortest? */
    int tiles_left = 0;
    uint64_t temp_piece_mask = piece_mask;
    while (!(temp_piece_mask & ((path & abcd_mask) | distance_mask)))
    {
        temp_piece_mask >>= 1;
        tiles_left++;
    }
    tiles_left--;

    if ((path & distance_mask) + (uint64_t) tiles_left * min_units_per_tile > cur_shortest)
    {
        prunes++;
        return;
    }

    for (int i = 6; i > 0; i--)
    {
        uint64_t roll = piece_mask >> i;

        /* Skip a roll that enters the distance bits or lands on a finished piece. */
        if (roll & (distance_mask | path)) {continue;}

        int dist = get_distance(piece_mask, i);

        if (roll & abcd_mask)
        {
            /* Only the rightmost empty abcd-tile finishes the piece. */
            if ((roll >> 1) & (path | distance_mask))
            {
                int new_length = (int) (path & distance_mask) + dist;
                if (new_length < cur_shortest)
                {
                    full_path[full_path_index] = (path | roll) + dist;
                    cur_shortest = (uint16_t) new_length;
                }
                return; /* lower rolls cannot be shorter */
            }
        }
        else
        {
            handle_piece((path | roll) + dist);
        }
    }
}

/* Listing 6: the four pieces one after another, with the counters per piece. */
static int find_shortest_path(void)
{
    int path_length = total_movement_to_A;
    uint64_t start_board = start_p1;
    while (full_path_index < 4)
    {
        switch (full_path_index)
        {
            case 0: start_board = start_p1; break;
            case 1: start_board = start_p2; break;
            case 2: start_board = start_p3; break;
            case 3: start_board = start_p4; break;
            default: break;
        }
        unsigned long long calls_before = calls, prunes_before = prunes;
        handle_piece(start_board);
        printf("piece %d: %d units, %llu calls, %llu prunes\n", full_path_index + 1,
               (int) cur_shortest, calls - calls_before, prunes - prunes_before);
        path_length += cur_shortest;
        cur_shortest = distance_mask; /* reset */
        full_path_index++;
    }
    return path_length;
}

int main(int argc, char **argv)
{
    if (argc > 2) {
        fprintf(stderr, "usage: %s [BOUND_PER_TILE | none]\n", argv[0]);
        return 2;
    }
    if (argc == 2) {
        if (strcmp(argv[1], "none") == 0) {
            min_units_per_tile = 0;
        } else {
            char *end = NULL;
            long bound = strtol(argv[1], &end, 10);
            /* 43 tiles times the bound must fit an int. */
            if (end == argv[1] || *end != '\0' || bound < 0 || bound > 1000000) {
                fprintf(stderr, "%s: the bound per tile must be a whole number from 0 to 1000000 or \"none\", not \"%s\"\n",
                        argv[0], argv[1]);
                return 2;
            }
            min_units_per_tile = (int) bound;
        }
    }
    clock_t start = clock();
    calculate_distances();
    int total = find_shortest_path();
    printf("total: %d units, %llu calls, %llu prunes, %.3f s\n", total, calls, prunes,
           (double) (clock() - start) / CLOCKS_PER_SEC);
    return 0;
}
