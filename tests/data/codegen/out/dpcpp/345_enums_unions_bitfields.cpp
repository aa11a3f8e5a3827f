#include <sycl/sycl.hpp>

// Field layouts as a particle code declares them: an enum with explicit, out-of-order values
// used as array indices and as a `@shared` extent, a union reading a float's bits (sign,
// exponent), bit-fields packing a cell id with wrap-around on store (unsigned fields) and a
// signed field, an `@exclusive` bit-field struct updated with `+=` across `@inner` loops, and a
// helper taking the union by value.
enum Field {
  FY = 0,
  FX = 2,
  FZ = 5,
  FCOUNT = 6
};

enum Flag {
  F_NONE = 0,
  F_WALL = 4,
  F_INLET = 9
};

typedef union {
  float f;
  unsigned int u;
} FloatBits;

struct Cell {
  unsigned int lo : 3;
  unsigned int mid : 5;
  int sgn : 4;
  unsigned int rest : 20;
};

static int exponentOf(FloatBits b) {
  return (int)((b.u >> 23) & 0xFFu) - 127;
}

extern "C" void _occa_enumsUnionsBitfields_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *x, int *fields, unsigned int *bits, int *cells) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &acc = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[FCOUNT][8]>(item_.get_group());
          struct Cell cell;
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 8 + t;
            acc[FX][t] = id * 3;
            acc[FY][t] = id - 5;
            acc[FZ][t] = F_INLET * t + F_WALL;
            acc[1][t] = acc[3][t] = acc[4][t] = 0;
            cell.lo = (unsigned int)(id + 5);
            cell.mid = (unsigned int)(id * 7);
            cell.sgn = t - 4;
            cell.rest = (unsigned int)id * 1000u;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 8 + t;
            cell.mid += 30u;
            cell.sgn += 5;
            FloatBits fb;
            fb.f = x[id];
            bits[id * 2] = fb.u >> 31;
            bits[id * 2 + 1] = (unsigned int)(exponentOf(fb) + 1000);
            int *f = fields + id * 3;
            f[0] = acc[FX][(t + 1) % 8];
            f[1] = acc[FY][t] + acc[1][t];
            f[2] = acc[FZ][8 - 1 - t] + (int)sizeof(acc) / (int)sizeof(acc[0]);
            int *c = cells + id * 4;
            c[0] = (int)cell.lo;
            c[1] = (int)cell.mid;
            c[2] = cell.sgn;
            c[3] = (int)cell.rest;
          }
        }
      }();
    });
  });
}
