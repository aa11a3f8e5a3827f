// 3-D grids built from tiles on several axes: nested @tile(.., @outer(k), @inner(k)) pairs
// whose block loops are hoisted above the element loops (spec 4.5); a 3-D @outer grid with a
// @tile(.., @outer(1), @outer(0)) and a 3-D @inner nest with a @tile(.., @inner(1), @inner(0))
// around a @shared volume read transposed by a second nest; a decreasing stepped
// @tile(.., @inner, @inner) in the body of a tile-produced @inner loop; a tile whose block
// loop is @outer(2) in the body of a tile's @outer(0) element loop.
extern "C" void tiles3dNested(const int &nz, const int &ny, const int &nx, const int *in, int *out, int *vol, int *sums) {
  for (int _occa_tiled_z = 0; _occa_tiled_z < nz; _occa_tiled_z += 2) {
    for (int _occa_tiled_y = ny - 1; _occa_tiled_y >= 0; _occa_tiled_y -= 3) {
      for (int _occa_tiled_x = 0; _occa_tiled_x < nx; _occa_tiled_x += 4 * 2) {
        for (int z = _occa_tiled_z; z < _occa_tiled_z + 2; ++z) {
          if (z < nz) {
            for (int y = _occa_tiled_y; y > _occa_tiled_y - 3; --y) {
              if (y >= 0) {
                for (int x = _occa_tiled_x; x < _occa_tiled_x + 4 * 2; x += 2) {
                  if (x < nx) {
                    out[(z * ny + y) * nx + x] = in[(z * ny + y) * nx + x] * 10 + (z + 2 * y + 3 * x) % 7;
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  for (int g = 0; g < 2; ++g) {
    for (int _occa_tiled_h = 0; _occa_tiled_h < 3; _occa_tiled_h += 2) {
      for (int h = _occa_tiled_h; h < _occa_tiled_h + 2; ++h) {
        int _occa_exclusive_index;
        if (h < 3) {
          int s[2][3][4];
          int mine[24];
          _occa_exclusive_index = 0;
          for (int a = 0; a < 2; ++a) {
            for (int _occa_tiled_b = 11; _occa_tiled_b >= 0; _occa_tiled_b -= 4 * 1) {
              for (int b = _occa_tiled_b; b > _occa_tiled_b - 4 * 1; b -= 1) {
                _occa_exclusive_index = 12 * a + 4 * ((11 - _occa_tiled_b) / (4 * 1)) + (_occa_tiled_b - b) / 1;
                if (b >= 0) {
                  mine[_occa_exclusive_index] = (g * 3 + h) * 100 + a * 12 + b;
                  s[a][b / 4][b % 4] = mine[_occa_exclusive_index];
                }
              }
            }
          }
          _occa_exclusive_index = 0;
          for (int a = 0; a < 2; ++a) {
            for (int _occa_tiled_b = 11; _occa_tiled_b >= 0; _occa_tiled_b -= 4 * 1) {
              for (int b = _occa_tiled_b; b > _occa_tiled_b - 4 * 1; b -= 1) {
                _occa_exclusive_index = 12 * a + 4 * ((11 - _occa_tiled_b) / (4 * 1)) + (_occa_tiled_b - b) / 1;
                if (b >= 0) {
                  const int t = 11 - b;
                  vol[((g * 3 + h) * 2 + a) * 12 + b] = mine[_occa_exclusive_index] * 1000 + s[1 - a][t / 4][t % 4] % 100;
                }
              }
            }
          }
        }
      }
    }
  }
  for (int _occa_tiled_r = 0; _occa_tiled_r < nz * ny; _occa_tiled_r += 4) {
    for (int r = _occa_tiled_r; r < _occa_tiled_r + 4; ++r) {
      if (r < nz * ny) {
        for (int _occa_tiled_q = nx - 1; _occa_tiled_q >= 0; _occa_tiled_q -= 6 * 3) {
          for (int q = _occa_tiled_q; q > _occa_tiled_q - 6 * 3; q -= 3) {
            if (q >= 0) {
              sums[r] += in[r * nx + q] * (q + 1);
            }
          }
        }
      }
    }
  }
  for (int _occa_tiled_b = 0; _occa_tiled_b < nz; _occa_tiled_b += 2) {
    for (int b = _occa_tiled_b; b < _occa_tiled_b + 2; ++b) {
      for (int _occa_tiled_e = 0; _occa_tiled_e < ny * nx; _occa_tiled_e += 5) {
        if (b < nz) {
          for (int e = _occa_tiled_e; e < _occa_tiled_e + 5; ++e) {
            if (e < ny * nx) {
              sums[nz * ny + b] += in[b * ny * nx + e];
            }
          }
        }
      }
    }
  }
}
